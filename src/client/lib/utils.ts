import { type ClassValue, clsx } from 'clsx';

/*
 * Hand-written instead of tailwind-merge: tailwind-merge knows every Tailwind utility and builds
 * that knowledge on its first call, during hydration (about 60 ms of a phone's main thread at
 * Lighthouse's 4x CPU slowdown) and weighs 9.8 KB gzip on the product page's first load. These
 * rules know the utilities we write and the common ones, in under a third of that, and build
 * nothing up front. utils.test.ts holds cn to tailwind-merge's results for every pair of Tailwind
 * classes our sources use and for our components' real calls, and says where they differ on
 * purpose. A utility not known here (snap, touch, mask, 3D transforms, …) is kept as it is, like
 * any class that is not Tailwind's: teach it here once a caller needs to override one.
 *
 * A class is read as tailwind-merge reads it: `md:hover:!-mt-2/50` is variants `md:hover:` (in
 * any order, except around arbitrary variants and pseudo-elements), an important mark, a negative
 * sign, a utility `mt` with a value `2`, and a modifier `/50`. Classes of one group (`px-*`, text
 * colours, display, …) under the same variants and mark override each other; some groups also
 * override narrower ones before them: `p-4` a `px-2`, `size-4` a `w-2`, a font size a line height.
 */

const is = (value: string, words: string) => words.split(' ').includes(value);

/** Variants whose place among the others changes the selector, besides arbitrary ones. */
const ORDERED_VARIANTS =
  '* ** after backdrop before details-content file first-letter first-line marker placeholder selection';

/** Whole-word utilities (`sr-only`): lines of `group=words`, or of words named by their first. */
const WORDS = new Map<string, string>();
for (const line of `position=static fixed absolute relative sticky
visible invisible collapse
sr-only not-sr-only
italic not-italic
underline overline line-through no-underline
uppercase lowercase capitalize normal-case
truncate text-ellipsis text-clip
proportional-nums tabular-nums
divide-x-reverse
divide-y-reverse
ring-inset`.split('\n')) {
  const [group, words = group] = line.split('=') as [string, string?];
  for (const word of words.split(' ')) WORDS.set(word, group.split(' ')[0] as string);
}
const DISPLAY =
  /^((inline-)?(block|flex|grid|table)|table-(caption|cell|column(-group)?|(footer|header|row)-group|row)|inline|flow-root|contents|list-item|hidden)$/;

/**
 * Utilities that take a value, each its own group, by the values they take: `n` numbers,
 * fractions, sizes and sizing words (so a custom `order-summary` or `top-picks` is not taken for
 * Tailwind's), `e` those or none (`grow`), `k` any word. Utilities with sides (`px`, `inset-x`,
 * `border-t`) and those whose value picks among groups (`text-sm` a size, `text-left` an alignment,
 * `text-white` a colour) are read in `pick` below.
 */
const VALUES = new Map<string, string>();
for (const line of `n=w h size min-w max-w min-h max-h basis gap gap-x gap-y space-x space-y border-spacing border-spacing-x border-spacing-y translate translate-x translate-y rotate scale aspect z order opacity duration delay line-clamp underline-offset outline-offset grid-cols grid-rows col row col-start col-end row-start row-end auto-cols auto-rows
e=grow shrink blur backdrop-blur grayscale filter resize transition transform
k=items self justify align whitespace break break-after break-before break-inside wrap overflow overflow-x overflow-y overscroll cursor select pointer-events appearance bg-blend bg-clip bg-origin font-stretch font-features ease animate origin table accent fill leading tracking grid-flow`.split(
  '\n',
)) {
  for (const name of line.slice(2).split(' ')) VALUES.set(name, line[0] as string);
}

/** A number, fraction, `px`, size name, sizing word or arbitrary value: what an `n` utility takes. */
const SIZE =
  /^(\d*\.?\d+(\/\d*\.?\d+)?|px|(\d+(\.\d+)?)?(xs|sm|md|lg|xl)|auto|full|none|screen(-.+)?|min|max|fit|first|last|initial|subgrid|lh|prose|fr|square|video|span-.+|[dls]v[wh]|\[.+\]|\(.+\))$/;
const SHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const LINE_STYLES = 'solid dashed dotted double hidden none';
const POSITION = /^(center|top|bottom|left|right)(-(top|bottom|left|right))?$/;

const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value));
/** The inside of an arbitrary value: `13px` of `[13px]`. */
const arbitrary = (value: string) => /^\[(.+)\]$/.exec(value)?.[1];
/** A length, `13px`, `50%`, `0` or `calc(…)`: not a colour, nor a bare number. */
const isLength = (value = '') =>
  /^(-?\d*\.?\d+([a-z]+|%)|0|(calc|min|max|clamp)\(.+\))$/.test(value);
/** A border, ring or outline width rather than its colour: `border`, `border-2`, `border-[3px]`. */
const isWidth = (value: string) => value === '' || isNumber(value) || isLength(arbitrary(value));

const SIDED =
  /^(p|m|scroll-[pm]|inset|border|rounded)-?(bs|be|ss|se|ee|es|tl|tr|br|bl|[xysetrbl])?$/;
/** What a side or corner overrides before it: `px` the left and right ones, `rounded-t` its corners. */
const SIDES: Record<string, string> = { '': 'x y s e bs be t r b l', x: 's e r l', y: 'bs be t b' };
const CORNERS: Record<string, string> = {
  '': 's e t r b l ss se ee es tl tr br bl',
  s: 'ss es',
  e: 'se ee',
  t: 'tl tr',
  r: 'tr br',
  b: 'br bl',
  l: 'tl bl',
};
/** Other groups that override narrower ones before them. */
const OVERRIDES: Record<string, string> = {
  gap: 'gap-x gap-y',
  overflow: 'overflow-x overflow-y',
  'border-spacing': 'border-spacing-x border-spacing-y',
  size: 'w h',
  'font-size': 'leading',
  flex: 'basis grow shrink',
  'line-clamp': 'display overflow',
  translate: 'translate-x translate-y',
};

/**
 * Keywords that make a group of their own for a utility, named by its first class: `text-left`
 * an alignment (group `text-left`), `text-wrap` a wrapping, `bg-cover` a size (group `bg-auto`).
 */
const KEYWORDS = new Map<string, string>(
  Object.entries({
    text: 'left center right justify start end|wrap nowrap balance pretty',
    bg: 'fixed local scroll|auto cover contain|no-repeat repeat repeat-x repeat-y repeat-space repeat-round',
    font: 'thin extralight light normal medium semibold bold extrabold black',
    flex: 'row row-reverse col col-reverse|nowrap wrap wrap-reverse',
    border: `${LINE_STYLES}|collapse separate`,
    outline: LINE_STYLES,
    divide: LINE_STYLES,
    list: 'inside outside|disc decimal none',
    object: 'contain cover fill none scale-down',
    transition: 'normal discrete',
    transform: '3d flat',
  }),
);

/** The group of utility `name` with value `value` (`text` and `sm`), if that is a Tailwind class. */
function pick(name: string, value: string): string | undefined {
  const words = KEYWORDS.get(name)
    ?.split('|')
    .find((list) => is(value, list));
  if (words) return `${name}-${words.split(' ')[0]}`;

  // Utilities with sides or corners: `p`, `px`, `mt`, `scroll-mb`, `inset-x`, `top`, `border-t`,
  // `rounded-tl`.
  const [, utility, side = ''] = /^(top|right|bottom|left|start|end)$/.test(name)
    ? ['', 'inset', name[0]]
    : (SIDED.exec(name) ?? []);
  if (utility === 'border')
    return isWidth(value) ? `border-w|${side}` : value && `border-color|${side}`;
  if (utility) {
    return SIZE.test(value) || (!value && utility === 'rounded') ? `${utility}|${side}` : undefined;
  }

  switch (name) {
    case 'text':
      if (value === 'base' || SHIRT.test(value) || isLength(arbitrary(value))) return 'font-size';
      return value && 'text-color';
    case 'bg':
      if (POSITION.test(value)) return 'bg-position';
      if (
        /^(none|linear-.+|(radial|conic)(-.+)?)$/.test(value) ||
        /^(url|image|image-set|(repeating-)?(linear|radial|conic)-gradient)\(/.test(
          arbitrary(value) ?? '',
        )
      )
        return 'bg-image';
      return value && 'bg-color';
    case 'font':
      // An arbitrary font is a weight, as `font-thin` is.
      return /^[[(]/.test(value) ? 'font-thin' : value && 'font-family';
    case 'flex':
      return SIZE.test(value) ? 'flex' : undefined;
    case 'ring':
    case 'outline':
      return isWidth(value) ? `${name}-w` : `${name}-color`;
    case 'ring-offset':
    case 'stroke':
      return value && (isWidth(value) ? `${name}-w` : `${name}-color`);
    case 'divide':
      return value && 'divide-color';
    case 'divide-x':
    case 'divide-y':
      return isWidth(value) ? name : undefined;
    case 'shadow':
    case 'drop-shadow':
    case 'text-shadow':
      // A bare `text-shadow` is no class: tailwind-merge reads it as a text colour.
      if (!value) return name === 'text-shadow' ? undefined : name;
      // An arbitrary shadow starts with its offset: `shadow-[0_1px_2px_…]`.
      return is(value, 'none inner') || SHIRT.test(value) || /^(\[(inset_)?-?\.?\d|\()/.test(value)
        ? name
        : `${name}-color`;
    case 'from':
    case 'via':
    case 'to':
      return /%$/.test(value) || isLength(arbitrary(value)) ? `${name}-position` : value && name;
    case 'list':
      return /^[[(]/.test(value) ? 'list-disc' : undefined;
    case 'object':
      return POSITION.test(value) || /^[[(]/.test(value) ? 'object-position' : undefined;
  }
  const values = VALUES.get(name);
  if (values === 'n') return SIZE.test(value) ? name : undefined;
  return values && (value || values === 'e') ? name : undefined;
}

/** The group of a class without variants, important mark and modifier, if it is a Tailwind class. */
function groupOf(base: string): string | undefined {
  if (base[0] === '[') {
    // An arbitrary property, `[content-visibility:auto]`: its property is its group.
    const colon = base.indexOf(':');
    return base.endsWith(']') && colon > 1 ? base.slice(0, colon) : undefined;
  }
  const word = DISPLAY.test(base) ? 'display' : WORDS.get(base);
  if (word) return word;
  const name = base[0] === '-' ? base.slice(1) : base;
  // The longest utility name first: `border-x-2` is `border-x`, `border-slate-200` is `border`.
  for (let end = name.length; end > 0; end = name.lastIndexOf('-', end - 1)) {
    const group = pick(name.slice(0, end), name.slice(end + 1));
    if (group) return group;
  }
  return undefined;
}

/** The keys (variants, mark, group) a class takes and overrides, or nothing if it is not Tailwind's. */
function keysOf(className: string): string[] | undefined {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (depth === 0 && char === ':') {
      variants.push(className.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && char === '/') slash = i;
  }
  let base = className.slice(start);
  let cut = slash - start;
  let important = '';
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = '!';
  } else if (base[0] === '!') {
    base = base.slice(1);
    cut--;
    important = '!';
  }
  // A modifier (`bg-black/50`, `text-sm/6`) leaves the group as it is; `aspect-4/3` has no other.
  const group = (cut > 0 && groupOf(base.slice(0, cut))) || groupOf(base);
  if (!group) return undefined;

  // Variants are sorted, but not across an arbitrary variant or a pseudo-element's.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === '[' || is(variant, ORDERED_VARIANTS)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  const prefix = `${sorted.concat(run.sort()).join(':')}${important} `;

  const [utility, side] = group.split('|') as [string, string?];
  const overridden =
    side === undefined ? OVERRIDES[group] : (utility === 'rounded' ? CORNERS : SIDES)[side];
  const keys = [prefix + group];
  for (const other of overridden?.split(' ') ?? []) {
    keys.push(prefix + (side === undefined ? other : `${utility}|${other}`));
  }
  return keys;
}

/** Each class's keys once read: our components use about a thousand classes. */
const keysByClass = new Map<string, string[] | undefined>();

function merge(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const list = classes.trim().split(/\s+/);
  for (let i = list.length - 1; i >= 0; i--) {
    const className = list[i] as string;
    let keys = keysByClass.get(className);
    if (keys === undefined && !keysByClass.has(className)) {
      keys = keysOf(className);
      if (keysByClass.size >= 5000) keysByClass.clear();
      keysByClass.set(className, keys);
    }
    if (keys) {
      if (taken.has(keys[0] as string)) continue;
      for (const key of keys) taken.add(key);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

const merged = new Map<string, string>();

/** Joins class names and lets later Tailwind utilities override earlier ones (e.g. a caller's `px-2`). */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  let result = merged.get(classes);
  if (result === undefined) {
    result = merge(classes);
    // Our components pass a few hundred different strings; the bound only guards against a leak.
    if (merged.size >= 1000) merged.clear();
    merged.set(classes, result);
  }
  return result;
}
