/**
 * Product pictures and brand logos for the demo catalogue, drawn as SVG by code: a studio-style
 * shot of each product on a soft gradient backdrop with a floor shadow.
 *
 * What the art colours paint, per product type:
 * - sunglasses: primary = frame, secondary = lens tint, accent = backdrop tint.
 *   variant 0 wayfarer, 1 aviator, 2 round, 3 cat-eye, 4 oversized square.
 * - tshirt: primary = fabric, secondary = print / stripe / ringer trim, accent = backdrop tint.
 *   variant 0 crew with chest emblem, 1 v-neck with chest stripe, 2 ringer with wordmark, 3 pocket tee.
 * - shoe: primary = upper, secondary = sole, accent = stripe, heel tab and patches.
 *   variant 0 canvas low-top, 1 high-top, 2 runner, 3 boat shoe / moc.
 * - book: primary = cover, secondary = cover motif, accent = title and author text.
 *   variant 0 sun over waves, 1 framed border, 2 diagonal bands, 3 cliffs.
 * - coffee: primary = bag, secondary = label, accent = label ink (bean, roast pill).
 *   variant 0 panel label, 1 full-width band label, 2 arched label.
 * - tea: primary = tin or box, secondary = label, accent = label details.
 *   variant 0 round tin, 1 box.
 * - handbag: primary = leather, secondary = handles and trim, accent = hardware.
 *   variant 0 tote, 1 satchel, 2 crossbody, 3 bucket bag, 4 woven tote.
 *
 * Text uses system font stacks only (browsers render it); nothing external is referenced.
 */

import { parseDescription } from '../../../shared/product-description';
import type { DemoBrand, DemoProduct } from './catalog-data';

export type ArtInput = Pick<DemoProduct, 'productType' | 'brand' | 'model' | 'art'> &
  Partial<Pick<DemoProduct, 'description' | 'roast' | 'origin' | 'weightGrams' | 'size'>>;

export interface RenderedSvg {
  svg: string;
  width: number;
  height: number;
}

const SIZE = 800;
const SERIF = 'Georgia, serif';
const SANS = 'Helvetica, Arial, sans-serif';

// ---------------------------------------------------------------------------------------------
// Small helpers: colours, numbers, text.

/** A #rrggbb colour, or the fallback when the value is anything else (nothing is injected). */
function safeColor(value: string | undefined, fallback: string): string {
  if (value && /^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (value && /^#[0-9a-f]{3}$/i.test(value)) {
    const [r, g, b] = value.slice(1);
    return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
  }
  return fallback;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `b` into `a` by t (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark ink on light colours, light ink on dark ones. */
function inkOn(bg: string, dark = '#1f2328', light = '#ffffff'): string {
  return luminance(bg) > 0.45 ? dark : light;
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A short, stable id prefix so gradients of two inlined SVGs never clash. */
function idPrefix(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return `a${(h >>> 0).toString(36)}`;
}

const n = (v: number) => String(Math.round(v * 10) / 10);

interface TextStyle {
  serif?: boolean;
  bold?: boolean;
  italic?: boolean;
  upper?: boolean;
  /** Extra space between letters, in px at the given size. */
  spacing?: number;
}

/** A rough width estimate for the font stacks above (browsers vary a little: leave margin). */
function textWidth(text: string, size: number, style: TextStyle): number {
  let em = 0;
  for (const ch of style.upper ? text.toUpperCase() : text) {
    if (ch === ' ') em += 0.28;
    else if (/[iljtf.,;:'’!|]/.test(ch)) em += 0.3;
    else if (/[rI\-()]/.test(ch)) em += 0.38;
    else if (/[mwMW]/.test(ch)) em += 0.88;
    else if (/[A-Z&]/.test(ch)) em += 0.7;
    else if (/[0-9]/.test(ch)) em += 0.56;
    else em += 0.54;
  }
  const bold = style.bold ? 1.07 : 1;
  const serif = style.serif ? 1.04 : 1;
  return em * size * bold * serif + (style.spacing ?? 0) * Math.max(0, [...text].length - 1);
}

function wrap(text: string, maxWidth: number, size: number, style: TextStyle): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, size, style) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Fitted {
  lines: string[];
  size: number;
}

/** The largest size (maxSize down to minSize) at which the text wraps into maxLines that fit. */
function fitText(
  text: string,
  maxWidth: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
  style: TextStyle = {},
): Fitted {
  for (let size = maxSize; size >= minSize; size -= 1) {
    const spaced = { ...style, spacing: style.spacing ? (style.spacing * size) / maxSize : 0 };
    const lines = wrap(text, maxWidth, size, spaced);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size, spaced) <= maxWidth)) {
      return { lines, size };
    }
  }
  // Still too long at the smallest size: keep what fits and end with an ellipsis.
  const lines = wrap(text, maxWidth, minSize, style).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? '';
  if (
    wrap(text, maxWidth, minSize, style).length > maxLines ||
    textWidth(last, minSize, style) > maxWidth
  ) {
    while (last.length > 1 && textWidth(`${last}…`, minSize, style) > maxWidth)
      last = last.slice(0, -1);
    lines[lines.length - 1] = `${last.trimEnd()}…`;
  }
  return { lines, size: minSize };
}

/** Centred (or anchored) multi-line text; y is the first baseline. */
function textBlock(
  fitted: Fitted,
  x: number,
  y: number,
  fill: string,
  style: TextStyle,
  lineHeight = 1.18,
  anchor: 'middle' | 'start' = 'middle',
): string {
  const family = style.serif ? SERIF : SANS;
  const spacing = style.spacing ? ` letter-spacing="${n(style.spacing)}"` : '';
  const attrs = `font-family="${family}" font-size="${fitted.size}"${style.bold ? ' font-weight="700"' : ''}${style.italic ? ' font-style="italic"' : ''}${spacing} fill="${fill}" text-anchor="${anchor}"`;
  const spans = fitted.lines
    .map((line, i) => {
      const text = escapeXml(style.upper ? line.toUpperCase() : line);
      return `<tspan x="${n(x)}" y="${n(y + i * fitted.size * lineHeight)}">${text}</tspan>`;
    })
    .join('');
  return `<text ${attrs}>${spans}</text>`;
}

/** The height a text block takes, from the first baseline to the last. */
const blockSpan = (f: Fitted, lineHeight = 1.18) => (f.lines.length - 1) * f.size * lineHeight;

// ---------------------------------------------------------------------------------------------
// The studio frame: backdrop, soft light, floor shadow.

function studio(
  id: string,
  tint: string,
  shadow: { cx: number; cy: number; rx: number; ry: number },
  defs: string,
  body: string,
): string {
  const top = lighten(tint, 0.9);
  const bottom = lighten(tint, 0.7);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '<defs>',
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<radialGradient id="${id}gl" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id}sh"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset=".6" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    // A side light: darker edges, a soft highlight left of centre; laid over shapes for volume.
    `<linearGradient id="${id}vol" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset=".18" stop-color="#000" stop-opacity=".04"/><stop offset=".4" stop-color="#fff" stop-opacity=".14"/><stop offset=".75" stop-color="#000" stop-opacity=".04"/><stop offset="1" stop-color="#000" stop-opacity=".26"/></linearGradient>`,
    defs,
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}bg)"/>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}gl)"/>`,
    `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry}" fill="url(#${id}sh)"/>`,
    body,
    '</svg>',
  ].join('');
}

interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  variant: number;
}

function palette(art: DemoProduct['art'], fallbackAccent?: string): Palette {
  const primary = safeColor(art.primary, '#607d8b');
  const secondary = safeColor(art.secondary, '#cfd8dc');
  return {
    primary,
    secondary,
    accent: safeColor(art.accent, fallbackAccent ?? mix(primary, secondary, 0.5)),
    variant: Math.max(0, Math.floor(Number.isFinite(art.variant) ? (art.variant ?? 0) : 0)),
  };
}

// ---------------------------------------------------------------------------------------------
// Sunglasses (front view). Left lens drawn, right lens mirrored.

const LENSES: {
  d: string;
  width: number;
  metal: boolean;
  brow?: string;
  /** Where the temple leaves the front (x, y of the outer top corner). */
  hinge: [number, number];
}[] = [
  // 0 wayfarer: trapezoid with a heavy brow.
  {
    d: 'M150 326C226 312 306 314 372 330C376 384 366 430 348 458C324 488 240 490 202 476C168 462 156 410 150 326Z',
    width: 22,
    metal: false,
    brow: 'M150 326C226 312 306 314 372 330',
    hinge: [152, 330],
  },
  // 1 aviator: teardrop dropping toward the nose.
  {
    d: 'M156 336C220 318 318 318 376 338C388 420 364 492 290 498C208 504 152 444 156 336Z',
    width: 8,
    metal: true,
    hinge: [160, 338],
  },
  // 2 round.
  {
    d: 'M374 398A104 104 0 1 1 166 398A104 104 0 1 1 374 398Z',
    width: 14,
    metal: false,
    hinge: [178, 346],
  },
  // 3 cat-eye: upswept outer corner.
  {
    d: 'M144 318C214 340 300 326 374 342C380 404 360 468 292 478C222 488 170 456 160 402C156 370 150 346 144 318Z',
    width: 20,
    metal: false,
    brow: 'M144 318C214 340 300 326 374 342',
    hinge: [146, 326],
  },
  // 4 oversized square.
  {
    d: 'M168 312L348 312Q376 312 376 342L376 450Q376 492 336 492L202 492Q150 492 146 446L142 340Q142 312 168 312Z',
    width: 18,
    metal: false,
    brow: 'M142 332Q142 312 168 312L348 312Q376 312 376 342',
    hinge: [144, 326],
  },
];

function sunglasses(p: ArtInput, id: string): string {
  const c = palette(p.art);
  const lens = LENSES[c.variant % LENSES.length] ?? (LENSES[0] as (typeof LENSES)[number]);
  const frame = c.primary;
  const edge = darken(frame, 0.3);
  const sheen = lighten(frame, 0.45);
  const defs = [
    `<linearGradient id="${id}l" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${darken(c.secondary, 0.45)}"/><stop offset=".55" stop-color="${c.secondary}"/><stop offset="1" stop-color="${lighten(c.secondary, 0.35)}"/></linearGradient>`,
    `<clipPath id="${id}c"><path d="${lens.d}"/></clipPath>`,
  ].join('');

  const [hx, hy] = lens.hinge;
  const temple = lens.metal
    ? `<path d="M${hx} ${hy}L${hx - 48} ${hy + 6}" stroke="${edge}" stroke-width="7" stroke-linecap="round"/><rect x="${hx - 14}" y="${hy - 8}" width="20" height="16" rx="4" fill="${frame}"/>`
    : `<path d="M${hx + 4} ${hy - 2}L${hx - 42} ${hy + 6}L${hx - 40} ${hy + 28}L${hx + 4} ${hy + 24}Z" fill="${edge}"/>`;
  const pads = lens.metal
    ? `<path d="M378 360Q372 384 370 404" stroke="${edge}" stroke-width="3" fill="none"/><ellipse cx="368" cy="414" rx="5" ry="10" fill="#fff" fill-opacity=".3" stroke="${edge}" stroke-width="1.5"/>`
    : '';
  const half = [
    temple,
    `<path d="${lens.d}" fill="url(#${id}l)"/>`,
    `<g clip-path="url(#${id}c)" fill="#fff"><path d="M120 290L250 290L150 540L20 540Z" opacity=".2"/><path d="M272 290L304 290L204 540L172 540Z" opacity=".14"/></g>`,
    `<path d="${lens.d}" fill="none" stroke="${frame}" stroke-width="${lens.width}" stroke-linejoin="round"/>`,
    lens.brow
      ? `<path d="${lens.brow}" fill="none" stroke="${frame}" stroke-width="${n(lens.width * 1.7)}" stroke-linecap="round"/><path d="${lens.brow}" fill="none" stroke="${sheen}" stroke-opacity=".55" stroke-width="3" transform="translate(0 -${n(lens.width * 0.45)})"/>`
      : `<path d="${lens.d}" fill="none" stroke="${sheen}" stroke-opacity=".6" stroke-width="2"/>`,
    pads,
  ].join('');

  const bridge = lens.metal
    ? `<path d="M300 330Q400 318 500 330" stroke="${frame}" stroke-width="7" fill="none"/><path d="M372 356Q400 338 428 356" stroke="${frame}" stroke-width="7" fill="none"/>`
    : `<path d="M366 354Q400 334 434 354" stroke="${frame}" stroke-width="${Math.round(lens.width * 0.9)}" fill="none" stroke-linecap="round"/>`;

  // Hinge studs on the front, a small detail that reads as craftsmanship.
  const studs = lens.metal
    ? ''
    : `<circle cx="${hx + 14}" cy="${hy + 8}" r="3.5" fill="${sheen}"/><circle cx="${800 - hx - 14}" cy="${hy + 8}" r="3.5" fill="${sheen}"/>`;
  const body = `<g transform="translate(400 405) scale(1.14) translate(-400 -405)"><g>${half}</g><g transform="matrix(-1 0 0 1 800 0)">${half}</g>${bridge}${studs}</g>`;
  return studio(id, c.accent, { cx: 400, cy: 600, rx: 320, ry: 30 }, defs, body);
}

// ---------------------------------------------------------------------------------------------
// T-shirt (flat lay, front).

function tshirt(p: ArtInput, id: string): string {
  const c = palette(p.art);
  const v = c.variant % 4;
  const vneck = v === 1;
  const neck = vneck ? 'L400 266L335 170' : 'C450 228 350 228 335 170';
  const outline = `M335 170L240 196C206 206 190 222 178 246L116 352L204 394L246 322L242 648Q400 662 558 648L554 322L596 394L684 352L622 246C610 222 594 206 560 196L465 170${neck}Z`;
  const fabric = c.primary;
  const seam = darken(fabric, 0.16);
  const trim = v === 2 ? c.secondary : darken(fabric, 0.07);
  const collar = vneck ? 'M335 170L400 266L465 170' : 'M335 170C350 228 450 228 465 170';
  const inner = vneck
    ? 'M335 170C360 184 440 184 465 170L400 266Z'
    : 'M335 170C360 184 440 184 465 170C450 228 350 228 335 170Z';

  const defs = `<clipPath id="${id}c"><path d="${outline}"/></clipPath><linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient>`;

  let print = '';
  if (v === 0) {
    // Chest emblem: a sun setting over two waves, inside a ring.
    const ink = c.secondary;
    print = [
      `<circle cx="400" cy="330" r="62" fill="none" stroke="${ink}" stroke-width="6"/>`,
      `<path d="M354 340A46 46 0 0 1 446 340Z" fill="${ink}"/>`,
      `<path d="M350 356q12.5 -8 25 0t25 0t25 0t25 0" stroke="${c.accent === fabric ? ink : mix(ink, fabric, 0.35)}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      `<path d="M362 374q13 -7 26 0t26 0t26 0" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`,
    ].join('');
  } else if (v === 1) {
    print = `<g clip-path="url(#${id}c)"><rect x="100" y="352" width="600" height="34" fill="${c.secondary}"/><rect x="100" y="396" width="600" height="8" fill="${c.secondary}" opacity=".75"/></g>`;
  } else if (v === 2) {
    // A chest wordmark: a ZIP code in the model name ('Laguna 92651 Ringer'), else the brand's first word.
    const zip = /\b\d{5}\b/.exec(p.model)?.[0];
    const word =
      zip ?? ((p.brand.split(/\s+/)[0] ?? '').replace(/[^A-Za-z0-9&']/g, '') || 'Laguna');
    const fitted = fitText(word, 170, 1, zip ? 48 : 40, 20, {
      bold: true,
      upper: true,
      spacing: 4,
    });
    const over = zip
      ? `<text x="400" y="290" font-family="${SANS}" font-size="13" font-weight="700" letter-spacing="4" fill="${c.secondary}" text-anchor="middle">LAGUNA BEACH</text>`
      : '';
    print = `${over}${textBlock(fitted, 400, 334, c.secondary, { bold: true, upper: true, spacing: (4 * fitted.size) / 40 })}<rect x="352" y="352" width="96" height="4" rx="2" fill="${c.secondary}" opacity=".8"/>`;
  } else {
    const pocket = luminance(fabric) > 0.5 ? darken(fabric, 0.06) : lighten(fabric, 0.06);
    print = `<path d="M446 286L526 286L526 364Q526 378 512 378L460 378Q446 378 446 364Z" fill="${pocket}" stroke="${seam}" stroke-width="2"/><path d="M452 298L520 298M452 298L452 364M520 298L520 364" stroke="${c.secondary}" stroke-width="2" stroke-dasharray="5 4" fill="none"/>`;
  }

  const cuffs =
    v === 2
      ? `<path d="M120 342L208 384M680 342L592 384" stroke="${c.secondary}" stroke-width="18"/>`
      : `<path d="M126 334L212 374M674 334L588 374" stroke="${seam}" stroke-width="2" stroke-dasharray="6 5" opacity=".7"/>`;

  const body = [
    `<path d="${inner}" fill="${darken(fabric, 0.22)}"/>`,
    `<path d="${outline}" fill="${fabric}" stroke="${darken(fabric, 0.12)}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${inner}" fill="${darken(fabric, 0.22)}"/>`,
    `<path d="${outline}" fill="url(#${id}f)"/>`,
    `<path d="${outline}" fill="url(#${id}vol)" opacity=".55"/>`,
    // Folds and seams.
    `<g fill="none" stroke="${seam}" stroke-linecap="round"><path d="M236 200Q240 262 248 326" stroke-width="2.5" opacity=".6"/><path d="M564 200Q560 262 552 326" stroke-width="2.5" opacity=".6"/><path d="M300 430Q322 530 296 630" stroke-width="7" opacity=".12"/><path d="M500 460Q484 540 506 628" stroke-width="7" opacity=".1"/><path d="M250 630Q400 644 550 630" stroke-width="2" stroke-dasharray="7 5" opacity=".7"/></g>`,
    cuffs,
    `<path d="${collar}" fill="none" stroke="${trim}" stroke-width="14" stroke-linejoin="round"/>`,
    `<path d="${collar}" fill="none" stroke="${seam}" stroke-width="1.5" stroke-dasharray="5 4" opacity=".6" transform="translate(0 10)"/>`,
    print,
  ].join('');
  return studio(id, c.accent, { cx: 400, cy: 662, rx: 300, ry: 26 }, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Shoe (side profile, toe to the right).

type Pt = [number, number];

function bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): { at: Pt; tangent: Pt } {
  const u = 1 - t;
  const at: Pt = [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
  const dx =
    3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy =
    3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  const len = Math.hypot(dx, dy) || 1;
  return { at, tangent: [dx / len, dy / len] };
}

function shoe(p: ArtInput, id: string): string {
  const c = palette(p.art);
  const v = c.variant % 4;
  const upper = c.primary;
  const sole = c.secondary;
  const line = darken(upper, 0.35);
  const soleLine = darken(sole, 0.28);
  const laceColor = luminance(upper) > 0.6 ? darken(upper, 0.5) : lighten(upper, 0.85);
  const eyelet = luminance(upper) > 0.6 ? darken(upper, 0.25) : lighten(upper, 0.35);

  /** Eyelets and criss-cross laces following the vamp curve, just inside the upper's edge. */
  const laces = (curve: [Pt, Pt, Pt, Pt], count: number, t0: number, t1: number) => {
    const parts: string[] = [];
    for (let i = 0; i < count; i++) {
      const { at, tangent } = bezier(...curve, t0 + ((t1 - t0) * i) / (count - 1));
      const [tx, ty] = tangent;
      const [nx, ny] = [-ty, tx]; // points into the shoe
      const cx = at[0] + nx * 14;
      const cy = at[1] + ny * 14;
      const a = 13;
      parts.push(
        `<circle cx="${n(at[0] + nx * 26)}" cy="${n(at[1] + ny * 26)}" r="5" fill="${eyelet}" stroke="${line}" stroke-width="2"/>`,
        `<path d="M${n(cx - a * tx - a * nx)} ${n(cy - a * ty - a * ny)}L${n(cx + a * tx + a * nx)} ${n(cy + a * ty + a * ny)}M${n(cx - a * tx + a * nx)} ${n(cy - a * ty + a * ny)}L${n(cx + a * tx - a * nx)} ${n(cy + a * ty - a * ny)}" stroke="${laceColor}" stroke-width="7" stroke-linecap="round"/>`,
      );
    }
    return parts.join('');
  };
  const curveD = (k: [Pt, Pt, Pt, Pt]) =>
    `M${k[0][0]} ${k[0][1]}C${k[1][0]} ${k[1][1]} ${k[2][0]} ${k[2][1]} ${k[3][0]} ${k[3][1]}`;
  /** The eyestay: a darker band along the lacing edge, clipped to the upper. */
  const eyestay = (k: [Pt, Pt, Pt, Pt]) =>
    `<g clip-path="url(#${id}c)" fill="none"><path d="${curveD(k)}" stroke="${darken(upper, 0.1)}" stroke-width="84"/><path d="${curveD(k)}" stroke="${line}" stroke-width="1.5" stroke-dasharray="5 4" opacity=".6" transform="translate(-10 38)"/></g>`;

  let out: string;
  let body: string;
  if (v === 3) {
    // Boat shoe / moc: low profile, moc-toe seam, leather lace around the collar.
    out =
      'M148 536L152 438Q156 418 178 420C236 434 296 428 344 408C414 380 520 388 592 418C668 450 710 496 700 536Z';
    const tie = lighten(c.accent, 0.1);
    body = [
      `<path d="M138 534L702 534Q712 548 700 562L150 566Q134 556 138 534Z" fill="${sole}" stroke="${soleLine}" stroke-width="2"/>`,
      `<path d="M150 558L698 556" stroke="${soleLine}" stroke-width="3" stroke-dasharray="2 6" opacity=".8"/>`,
      `<path d="${out}" fill="${upper}"/>`,
      `<path d="M148 536L152 438Q156 418 178 420C204 426 226 430 246 432L262 536Z" fill="${darken(upper, 0.12)}"/>`,
      `<path d="${out}" fill="url(#${id}u)"/>`,
      `<path d="M376 440C446 402 574 404 652 466" stroke="${line}" stroke-width="4" fill="none"/>`,
      `<path d="M384 454C452 420 566 422 640 478" stroke="${lighten(upper, 0.3)}" stroke-width="2" stroke-dasharray="6 5" fill="none"/>`,
      `<path d="M156 440C236 452 300 444 350 424" stroke="${tie}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      `<circle cx="292" cy="446" r="6" fill="${lighten(upper, 0.25)}" stroke="${line}" stroke-width="2"/><circle cx="326" cy="436" r="6" fill="${lighten(upper, 0.25)}" stroke="${line}" stroke-width="2"/>`,
      `<path d="M350 424Q386 392 372 380Q356 374 350 424Q318 388 302 396Q294 412 350 424M350 424L380 458M350 424L338 466" stroke="${tie}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      `<path d="M160 520L694 520" stroke="${line}" stroke-width="2" stroke-dasharray="6 5" opacity=".5"/>`,
    ].join('');
  } else if (v === 2) {
    // Runner: sculpted thick midsole, sleek upper, heel counter and side swoop.
    const vamp: [Pt, Pt, Pt, Pt] = [
      [362, 342],
      [440, 392],
      [540, 420],
      [632, 440],
    ];
    out = `M150 482L164 384Q170 360 194 364C230 372 262 390 300 384L330 344Q346 330 ${curveD(vamp).slice(1)}C690 452 716 478 708 504L150 496Z`;
    body = [
      `<path d="M136 474Q118 530 152 566L642 568Q704 562 716 514Q720 494 702 488L140 460Z" fill="${sole}" stroke="${soleLine}" stroke-width="2"/>`,
      `<path d="M152 566L642 568Q690 566 708 540L148 548Z" fill="${darken(sole, 0.35)}"/>`,
      `<path d="M136 500Q134 530 150 548L300 548Q250 520 240 478Z" fill="${c.accent}" opacity=".85"/>`,
      `<path d="M150 540L700 530" stroke="${darken(sole, 0.12)}" stroke-width="2"/>`,
      `<path d="${out}" fill="${upper}"/>`,
      eyestay(vamp),
      `<path d="M150 482L164 384Q170 360 194 364C222 370 244 384 262 388L248 490Z" fill="${darken(upper, 0.18)}"/>`,
      `<path d="M276 488C320 440 400 430 470 470C520 498 580 500 640 486" stroke="${c.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      `<path d="${out}" fill="url(#${id}u)"/>`,
      laces(vamp, 5, 0.05, 0.72),
      `<path d="M166 376L180 364L176 420Z" fill="${c.accent}"/>`,
    ].join('');
  } else {
    const high = v === 1;
    const vamp: [Pt, Pt, Pt, Pt] = high
      ? [
          [348, 252],
          [362, 330],
          [424, 400],
          [600, 440],
        ]
      : [
          [364, 346],
          [444, 382],
          [522, 420],
          [600, 440],
        ];
    out = high
      ? `M148 506L160 252Q162 232 184 232L292 236Q314 218 338 232${curveD(vamp).replace('M', 'L')}C662 454 702 472 702 506Z`
      : `M148 506L152 382Q154 362 174 362C212 364 240 394 272 392L302 388L322 332Q338 318 ${curveD(vamp).slice(1)}C662 454 702 472 702 506Z`;
    const lace = high ? laces(vamp, 7, 0.06, 0.74) : laces(vamp, 5, 0.08, 0.72);
    const patch = high
      ? `<circle cx="226" cy="312" r="30" fill="${c.accent}"/><circle cx="226" cy="312" r="30" fill="none" stroke="${lighten(c.accent, 0.4)}" stroke-width="3" stroke-dasharray="4 4"/><path d="M210 318L226 298L242 318Z" fill="${lighten(c.accent, 0.75)}"/>`
      : `<path d="M206 468C280 440 340 486 420 464S510 444 540 450" stroke="${c.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    body = [
      `<path d="M132 512Q128 562 162 568L660 568Q708 566 710 530Q710 504 694 500L140 498Q130 502 132 512Z" fill="${sole}" stroke="${soleLine}" stroke-width="2"/>`,
      `<path d="M140 518L706 518" stroke="${c.accent}" stroke-width="5"/>`,
      `<path d="M160 568L660 568Q700 566 708 548L136 548Q142 566 160 568Z" fill="${soleLine}" opacity=".55"/>`,
      `<path d="${out}" fill="${upper}"/>`,
      eyestay(vamp),
      `<path d="M606 442C664 454 702 472 702 506L596 506Q584 470 606 442Z" fill="${lighten(sole, 0.1)}" stroke="${soleLine}" stroke-width="2"/>`,
      `<path d="${out}" fill="url(#${id}u)"/>`,
      `<path d="M156 490L592 490" stroke="${line}" stroke-width="2" stroke-dasharray="6 5" opacity=".5"/>`,
      patch,
      lace,
      high
        ? `<path d="M150 292L160 252Q162 232 184 232L188 292Z" fill="${c.accent}"/>`
        : `<path d="M150 426L152 382Q154 362 174 362L178 426Z" fill="${c.accent}"/>`,
    ].join('');
  }
  const defs = `<linearGradient id="${id}u" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></linearGradient><clipPath id="${id}c"><path d="${out}"/></clipPath>`;
  return studio(id, mix(upper, c.accent, 0.5), { cx: 420, cy: 572, rx: 320, ry: 24 }, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Book (front cover with title, author and publisher).

function book(p: ArtInput, id: string): string {
  const c = palette(p.art);
  const v = c.variant % 4;
  const cover = c.primary;
  const ink = safeColor(p.art.accent, inkOn(cover));
  const author = parseDescription(p.description).author ?? '';
  const x0 = 232;
  const y0 = 120;
  const w = 352;
  const h = 520;
  const cx = x0 + 14 + (w - 14) / 2;

  const defs = [
    `<linearGradient id="${id}sp" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".45" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`,
    `<linearGradient id="${id}cv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`,
    `<clipPath id="${id}c"><rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="6"/></clipPath>`,
  ].join('');

  // 'Main Title: A Subtitle' sets the subtitle smaller, in italics, under the title.
  const colon = p.brand.indexOf(': ');
  const mainTitle = colon > 0 ? p.brand.slice(0, colon) : p.brand;
  const subtitle = colon > 0 ? p.brand.slice(colon + 2) : '';
  const authorY = y0 + h - 66;
  // The title takes the largest size that still leaves the cover's motif some room.
  let title = fitText(mainTitle, w - 84, subtitle ? 3 : 4, 46, 24, { serif: true });
  let titleY = 0;
  let sub: Fitted | null = null;
  let subY = 0;
  let titleBottom = 0;
  for (let max = 46; max >= 24; max -= 2) {
    title = fitText(mainTitle, w - 84, subtitle ? 3 : 4, max, 24, { serif: true });
    titleY = y0 + 70 + title.size * 0.8;
    sub = subtitle ? fitText(subtitle, w - 100, 3, 19, 13, { serif: true, italic: true }) : null;
    subY = titleY + blockSpan(title, 1.16) + (sub ? 18 + sub.size : 0);
    titleBottom = sub ? subY + blockSpan(sub, 1.25) : titleY + blockSpan(title, 1.16);
    if (authorY - 52 - (titleBottom + 30) >= 120) break;
  }
  const authorFit = fitText(author, w - 90, 1, 18, 11, { upper: true, spacing: 3 });
  const publisher = fitText(p.model, w - 110, 1, 12, 9, { upper: true, spacing: 1.5 });

  // The motif fills the space between the title and the author.
  const top = titleBottom + 30;
  const bottom = authorY - 52;
  const mid = (top + bottom) / 2;
  const room = Math.max(60, bottom - top);
  let motif = '';
  if (v === 0) {
    // A sun setting behind three waves, centred in the free space.
    const r = Math.max(24, Math.min(62, (room - 40) / 1.5));
    const sunCy = top + (room - (1.45 * r + 36)) / 2 + r;
    const horizon = sunCy + 0.4 * r;
    motif = [
      `<circle cx="${cx}" cy="${n(sunCy)}" r="${n(r)}" fill="${c.secondary}"/>`,
      `<rect x="${x0}" y="${n(horizon)}" width="${w}" height="${n(r)}" fill="${cover}"/>`,
      ...[0, 1, 2].map(
        (i) =>
          `<path d="M${x0 + 40} ${n(horizon + 5 + i * 16)}q24 -12 48 0t48 0t48 0t48 0t48 0t48 0" stroke="${ink}" stroke-opacity="${n(0.7 - i * 0.2)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      ),
    ].join('');
  } else if (v === 1) {
    motif = `<rect x="${x0 + 34}" y="${y0 + 20}" width="${w - 54}" height="${h - 40}" fill="none" stroke="${c.secondary}" stroke-width="3"/><rect x="${x0 + 42}" y="${y0 + 28}" width="${w - 70}" height="${h - 56}" fill="none" stroke="${c.secondary}" stroke-width="1"/><path d="M${cx - 60} ${n(mid)}L${cx - 14} ${n(mid)}M${cx + 14} ${n(mid)}L${cx + 60} ${n(mid)}" stroke="${c.secondary}" stroke-width="3"/><path d="M${cx} ${n(mid - 12)}L${cx + 12} ${n(mid)}L${cx} ${n(mid + 12)}L${cx - 12} ${n(mid)}Z" fill="${c.secondary}"/>`;
  } else if (v === 2) {
    const band = Math.min(room, 120);
    motif = `<g clip-path="url(#${id}c)"><path d="M${x0} ${n(mid + band / 2)}L${x0 + w} ${n(mid - band / 2 - 20)}L${x0 + w} ${n(mid - band / 2 + 14)}L${x0} ${n(mid + band / 2 + 34)}Z" fill="${c.secondary}"/><path d="M${x0} ${n(mid + band / 2 - 26)}L${x0 + w} ${n(mid - band / 2 - 46)}L${x0 + w} ${n(mid - band / 2 - 36)}L${x0} ${n(mid + band / 2 - 16)}Z" fill="${c.secondary}" opacity=".6"/></g>`;
  } else {
    const base = bottom + 12;
    const peak = Math.max(top, base - 110);
    motif = `<g clip-path="url(#${id}c)"><path d="M${x0} ${n(base)}L${x0} ${n(peak + 50)}L${x0 + 70} ${n(peak + 20)}L${x0 + 120} ${n(peak + 60)}L${x0 + 200} ${n(peak)}L${x0 + 270} ${n(peak + 48)}L${x0 + w} ${n(peak + 30)}L${x0 + w} ${n(base)}Z" fill="${c.secondary}"/><path d="M${x0} ${n(base)}L${x0} ${n(peak + 80)}L${x0 + 90} ${n(peak + 58)}L${x0 + 170} ${n(peak + 88)}L${x0 + 260} ${n(peak + 62)}L${x0 + w} ${n(peak + 84)}L${x0 + w} ${n(base)}Z" fill="${darken(c.secondary, 0.2)}"/><circle cx="${x0 + w - 70}" cy="${n(peak + 4)}" r="16" fill="${ink}" opacity=".85"/></g>`;
  }

  const body = [
    // Page block peeking out on the right and bottom.
    `<rect x="${x0 + 12}" y="${y0 + 8}" width="${w}" height="${h}" rx="5" fill="#f4efe3"/>`,
    `<path d="M${x0 + w + 4} ${y0 + 20}L${x0 + w + 4} ${y0 + h - 4}M${x0 + w + 8} ${y0 + 20}L${x0 + w + 8} ${y0 + h - 2}" stroke="#d8cfbd" stroke-width="1.5"/>`,
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="6" fill="${cover}"/>`,
    motif,
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="6" fill="url(#${id}cv)"/>`,
    `<rect x="${x0}" y="${y0}" width="26" height="${h}" rx="5" fill="url(#${id}sp)"/>`,
    `<path d="M${x0 + 27} ${y0}L${x0 + 27} ${y0 + h}" stroke="#000" stroke-opacity=".18" stroke-width="2"/>`,
    textBlock(title, cx, titleY, ink, { serif: true }, 1.16),
    sub ? textBlock(sub, cx, subY, ink, { serif: true, italic: true }, 1.25) : '',
    `<rect x="${cx - 24}" y="${n(authorY - 34)}" width="48" height="3" fill="${ink}" opacity=".7"/>`,
    textBlock(authorFit, cx, authorY, ink, { upper: true, spacing: authorFit.size / 6 }),
    textBlock(publisher, cx, y0 + h - 30, ink, { upper: true, spacing: 1.5 }).replace(
      '<text ',
      '<text opacity=".75" ',
    ),
  ].join('');
  return studio(
    id,
    mix(cover, c.secondary, 0.4),
    { cx: 420, cy: 648, rx: 250, ry: 22 },
    defs,
    body,
  );
}

// ---------------------------------------------------------------------------------------------
// Coffee (stand-up pouch with degassing valve and a label).

function coffee(p: ArtInput, id: string): string {
  const c = palette(p.art);
  const v = c.variant % 3;
  const bag = c.primary;
  const label = c.secondary;
  const labelInk = inkOn(label);
  const pill = c.accent;
  const pouch =
    'M268 150L532 150C540 300 548 480 548 612Q548 652 508 654L292 654Q252 652 252 612C252 480 260 300 268 150Z';
  const defs = `<clipPath id="${id}c"><path d="${pouch}"/></clipPath>`;

  // The label area, by variant: where the text may go (top and bottom of the label, text width).
  let labelShape: string;
  let lw = 186;
  let top = 292;
  let bottom = 582;
  if (v === 1) {
    labelShape = `<g clip-path="url(#${id}c)"><rect x="240" y="300" width="320" height="270" fill="${label}"/><rect x="240" y="306" width="320" height="3" fill="${pill}"/><rect x="240" y="561" width="320" height="3" fill="${pill}"/></g>`;
    lw = 230;
    top = 306;
    bottom = 564;
  } else if (v === 2) {
    labelShape = `<path d="M296 580L296 390A104 104 0 0 1 504 390L504 580Q504 592 492 592L308 592Q296 592 296 580Z" fill="${label}"/><path d="M306 576L306 392A94 94 0 0 1 494 392L494 576" fill="none" stroke="${pill}" stroke-width="2"/>`;
    lw = 168;
    top = 318;
    bottom = 586;
  } else {
    labelShape = `<rect x="292" y="292" width="216" height="290" rx="12" fill="${label}"/><rect x="302" y="302" width="196" height="270" rx="8" fill="none" stroke="${pill}" stroke-width="2"/>`;
  }

  // Laid out from both ends: brand and bean at the top; origin and roast pill at the bottom;
  // the blend name fills the space between, as large as it fits.
  const brand = fitText(p.brand, v === 2 ? lw - 30 : lw, 2, 20, 12, {
    bold: true,
    upper: true,
    spacing: 2,
  });
  const brandY = top + 24 + brand.size * 0.85;
  const beanY = brandY + blockSpan(brand) + 32;
  // A blend from several places shows their countries: 'Cerrado, Brazil & Sidamo, Ethiopia' -> 'Brazil & Ethiopia'.
  const originText = (p.origin ?? '').includes(' & ')
    ? (p.origin ?? '')
        .split(' & ')
        .map((part) => part.split(',').pop()?.trim() ?? part)
        .join(' & ')
    : (p.origin ?? '');
  const origin = originText
    ? fitText(originText, lw - 16, 1, 13, 9, { upper: true, spacing: 1 })
    : { lines: [], size: 12 };
  const originY = bottom - 16;
  const roastText = `${(p.roast ?? 'medium').toUpperCase()} ROAST`;
  const roastFit = fitText(roastText, lw - 30, 1, 14, 10, { bold: true, spacing: 1.5 });
  const pillW = Math.min(
    lw,
    textWidth(roastText, roastFit.size, { bold: true, spacing: 1.5 }) + 30,
  );
  const pillY = origin.lines.length ? originY - 30 : bottom - 22;
  const room = pillY - roastFit.size - 6 - 16 - (beanY + 24);
  let model = fitText(p.model, lw, 3, 30, 15, { serif: true, italic: true });
  while (model.size > 15 && model.lines.length * model.size * 1.12 > room) {
    model = fitText(p.model, lw, 3, model.size - 1, 15, { serif: true, italic: true });
  }
  const modelHeight = blockSpan(model, 1.12) + model.size * 0.72;
  const modelY = beanY + 24 + (room - modelHeight) / 2 + model.size * 0.76;
  const weight = p.weightGrams ? `NET WT ${p.weightGrams} g` : (p.size ?? '');
  const lx = 400;

  const body = [
    `<path d="${pouch}" fill="${bag}"/>`,
    // Bottom gusset and top heat seal with crimp lines.
    `<path d="M256 624Q400 640 544 624" stroke="${darken(bag, 0.25)}" stroke-width="2" fill="none" opacity=".6"/>`,
    `<rect x="266" y="150" width="268" height="40" fill="${darken(bag, 0.1)}"/>`,
    `<path d="M270 170L530 170" stroke="${darken(bag, 0.35)}" stroke-width="30" stroke-dasharray="2 5" opacity=".35"/>`,
    `<path d="M266 200L274 204L266 208" fill="${lighten(bag, 0.2)}"/>`,
    // Degassing valve.
    `<circle cx="400" cy="240" r="18" fill="${darken(bag, 0.15)}" stroke="${lighten(bag, 0.25)}" stroke-width="3"/><circle cx="400" cy="240" r="7" fill="${lighten(bag, 0.15)}"/><circle cx="393" cy="233" r="2" fill="#fff" opacity=".6"/>`,
    labelShape,
    textBlock(brand, lx, brandY, labelInk, {
      bold: true,
      upper: true,
      spacing: (2 * brand.size) / 20,
    }),
    // Coffee bean emblem.
    `<g transform="translate(400 ${n(beanY)}) rotate(-30)"><ellipse rx="13" ry="19" fill="${pill}"/><path d="M0 -17Q-7 -6 0 0T0 17" stroke="${label}" stroke-width="3" fill="none"/></g>`,
    textBlock(model, lx, modelY, labelInk, { serif: true, italic: true }, 1.12),
    `<rect x="${n(400 - pillW / 2)}" y="${n(pillY - roastFit.size - 6)}" width="${n(pillW)}" height="${n(roastFit.size + 14)}" rx="${n((roastFit.size + 14) / 2)}" fill="${pill}"/>`,
    textBlock(roastFit, 400, pillY, inkOn(pill), { bold: true, spacing: 1.5 }),
    origin.lines.length
      ? textBlock(origin, 400, originY, labelInk, { upper: true, spacing: 1 }).replace(
          '<text ',
          '<text opacity=".8" ',
        )
      : '',
    `<text x="400" y="628" font-family="${SANS}" font-size="13" letter-spacing="1.5" fill="${inkOn(bag)}" text-anchor="middle" opacity=".85">${escapeXml(weight)}</text>`,
    // Volume and sheen over everything on the pouch.
    `<path d="${pouch}" fill="url(#${id}vol)"/>`,
    `<path d="M292 210C286 340 282 480 286 600" stroke="#fff" stroke-opacity=".18" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  ].join('');
  return studio(id, mix(bag, label, 0.5), { cx: 400, cy: 656, rx: 210, ry: 20 }, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Tea (round tin or box).

function teaLabelText(
  p: ArtInput,
  c: Palette,
  x: number,
  top: number,
  width: number,
  ink: string,
): string {
  const brand = fitText(p.brand, width, 2, 16, 10, { bold: true, upper: true, spacing: 2 });
  const brandY = top + 28;
  const model = fitText(p.model, width, 3, 30, 16, { serif: true });
  const modelY = brandY + blockSpan(brand) + 28 + model.size * 0.8;
  const kind = `${(p.roast ?? 'herbal').toUpperCase()} TEA`;
  const kindFit = fitText(kind, width - 30, 1, 14, 10, { bold: true, spacing: 2 });
  const pillW = textWidth(kind, kindFit.size, { bold: true, spacing: 2 }) + 32;
  const pillY = modelY + blockSpan(model, 1.12) + 40;
  return [
    textBlock(brand, x, brandY, ink, { bold: true, upper: true, spacing: (2 * brand.size) / 16 }),
    `<path d="M${x - 30} ${n(brandY + blockSpan(brand) + 14)}L${x + 30} ${n(brandY + blockSpan(brand) + 14)}" stroke="${c.accent}" stroke-width="2"/>`,
    textBlock(model, x, modelY, ink, { serif: true }, 1.12),
    `<rect x="${n(x - pillW / 2)}" y="${n(pillY - kindFit.size - 7)}" width="${n(pillW)}" height="${n(kindFit.size + 16)}" rx="${n((kindFit.size + 16) / 2)}" fill="${c.primary}"/>`,
    textBlock(kindFit, x, pillY, inkOn(c.primary), { bold: true, spacing: 2 }),
  ].join('');
}

function tea(p: ArtInput, id: string): string {
  const c = palette(p.art);
  const v = c.variant % 2;
  const tin = c.primary;
  const label = c.secondary;
  const ink = inkOn(label);
  const weight = p.weightGrams ? `${p.weightGrams} g` : (p.size ?? '');
  let body: string;
  let defs = '';
  if (v === 0) {
    // Round tin: lid, body and a wrap-around label.
    defs = `<linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".22" stop-color="#fff" stop-opacity=".22"/><stop offset=".32" stop-color="#fff" stop-opacity=".05"/><stop offset=".8" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".32"/></linearGradient>`;
    const labelTop = 316;
    body = [
      `<path d="M276 250L276 620A124 24 0 0 0 524 620L524 250Z" fill="${tin}"/>`,
      `<path d="M276 ${labelTop}A124 24 0 0 0 524 ${labelTop}L524 560A124 24 0 0 1 276 560Z" fill="${label}"/>`,
      `<path d="M276 ${labelTop + 10}A124 24 0 0 0 524 ${labelTop + 10}M276 550A124 24 0 0 0 524 550" stroke="${c.accent}" stroke-width="2" fill="none"/>`,
      teaLabelText(p, c, 400, labelTop + 12, 200, ink),
      `<text x="400" y="602" font-family="${SANS}" font-size="14" letter-spacing="2" fill="${inkOn(tin)}" text-anchor="middle" opacity=".85">${escapeXml(weight.toUpperCase())}</text>`,
      `<path d="M276 250L276 620A124 24 0 0 0 524 620L524 250Z" fill="url(#${id}m)"/>`,
      // Lid.
      `<path d="M270 212L270 262A130 24 0 0 0 530 262L530 212Z" fill="${darken(tin, 0.08)}"/>`,
      `<path d="M270 212L270 262A130 24 0 0 0 530 262L530 212Z" fill="url(#${id}m)"/>`,
      `<ellipse cx="400" cy="212" rx="130" ry="24" fill="${lighten(tin, 0.12)}"/>`,
      `<ellipse cx="400" cy="212" rx="112" ry="18" fill="none" stroke="${darken(tin, 0.15)}" stroke-width="2"/>`,
      `<path d="M300 206Q340 196 380 196" stroke="#fff" stroke-opacity=".45" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    ].join('');
    return studio(id, mix(tin, label, 0.5), { cx: 400, cy: 630, rx: 190, ry: 24 }, defs, body);
  }
  // Box: front, top and side faces.
  defs = `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient>`;
  body = [
    `<path d="M266 236L326 196L564 196L504 236Z" fill="${lighten(tin, 0.18)}"/>`,
    `<path d="M504 236L564 196L564 592L504 636Z" fill="${darken(tin, 0.25)}"/>`,
    `<rect x="266" y="236" width="238" height="400" fill="${tin}"/>`,
    `<rect x="266" y="236" width="238" height="400" fill="url(#${id}f)"/>`,
    `<path d="M266 250L504 250" stroke="${darken(tin, 0.2)}" stroke-width="2"/>`,
    `<rect x="288" y="300" width="194" height="260" rx="10" fill="${label}"/>`,
    `<rect x="296" y="308" width="178" height="244" rx="6" fill="none" stroke="${c.accent}" stroke-width="2"/>`,
    teaLabelText(p, c, 385, 300, 160, ink),
    `<text x="385" y="608" font-family="${SANS}" font-size="14" letter-spacing="2" fill="${inkOn(tin)}" text-anchor="middle" opacity=".85">${escapeXml(weight.toUpperCase())}</text>`,
    `<path d="M504 236L564 196" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
  ].join('');
  return studio(id, mix(tin, label, 0.5), { cx: 420, cy: 634, rx: 210, ry: 22 }, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Handbag.

function handbag(p: ArtInput, id: string): string {
  const c = palette(p.art);
  const v = c.variant % 5;
  const leather = c.primary;
  const trim = c.secondary;
  const metal = c.accent;
  const stitch = lighten(leather, 0.35);
  const defs = `<linearGradient id="${id}h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(metal, 0.45)}"/><stop offset=".5" stop-color="${metal}"/><stop offset="1" stop-color="${darken(metal, 0.3)}"/></linearGradient>${v === 4 ? `<pattern id="${id}w" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${leather}"/><path d="M0 6H12M12 18H24" stroke="${darken(leather, 0.18)}" stroke-width="9"/><path d="M0 6H12M12 18H24" stroke="${lighten(leather, 0.2)}" stroke-width="2"/><path d="M12 0V12M0 12V24M24 12V24" stroke="${darken(leather, 0.25)}" stroke-width="1.5"/></pattern>` : ''}`;
  const rivet = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="6" fill="url(#${id}g)"/>`;
  let body: string;
  let shadow = { cx: 400, cy: 652, rx: 230, ry: 22 };
  if (v === 0 || v === 4) {
    const out = 'M248 318L552 318L588 636Q590 656 568 656L232 656Q210 656 212 636Z';
    body = [
      `<path d="M318 322C318 150 482 150 482 322" stroke="${darken(trim, 0.25)}" stroke-width="18" fill="none"/>`,
      `<path d="${out}" fill="${v === 4 ? `url(#${id}w)` : leather}"/>`,
      `<path d="${out}" fill="url(#${id}h)"/>`,
      `<path d="${out}" fill="url(#${id}vol)" opacity=".6"/>`,
      `<path d="M248 318L552 318L555 346L245 346Z" fill="${trim}"/>`,
      `<path d="M250 356L550 356" stroke="${v === 4 ? trim : stitch}" stroke-width="2" stroke-dasharray="7 5"/>`,
      `<path d="M296 350C296 168 504 168 504 350" stroke="${trim}" stroke-width="20" fill="none" stroke-linecap="round"/>`,
      `<path d="M296 350C296 168 504 168 504 350" stroke="${lighten(trim, 0.3)}" stroke-width="2" stroke-dasharray="6 5" fill="none"/>`,
      `<rect x="280" y="330" width="32" height="60" rx="5" fill="${trim}"/><rect x="488" y="330" width="32" height="60" rx="5" fill="${trim}"/>`,
      rivet(296, 374),
      rivet(504, 374),
      v === 4
        ? `<rect x="350" y="470" width="100" height="46" rx="6" fill="${trim}"/><rect x="356" y="476" width="88" height="34" rx="4" fill="none" stroke="${lighten(trim, 0.3)}" stroke-dasharray="4 3"/>`
        : `<rect x="364" y="420" width="72" height="40" rx="6" fill="none" stroke="${darken(leather, 0.2)}" stroke-width="2"/><path d="M230 640L570 640" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5"/>`,
    ].join('');
  } else if (v === 1) {
    const out =
      'M232 354Q232 318 268 318L532 318Q568 318 568 354L574 624Q574 650 548 650L252 650Q226 650 226 624Z';
    const flap = 'M232 354Q232 318 268 318L532 318Q568 318 568 354L570 474Q400 528 230 474Z';
    body = [
      `<path d="M316 322C316 210 484 210 484 322" stroke="${trim}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
      `<path d="M316 322C316 210 484 210 484 322" stroke="${lighten(trim, 0.3)}" stroke-width="2" stroke-dasharray="6 5" fill="none"/>`,
      `<rect x="300" y="306" width="32" height="26" rx="6" fill="url(#${id}g)"/><rect x="468" y="306" width="32" height="26" rx="6" fill="url(#${id}g)"/>`,
      `<path d="${out}" fill="${leather}"/>`,
      `<path d="${out}" fill="url(#${id}h)"/>`,
      `<path d="${out}" fill="url(#${id}vol)" opacity=".55"/>`,
      `<path d="M244 630L556 630" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5"/>`,
      `<path d="${flap}" fill="${darken(leather, 0.06)}"/>`,
      `<path d="${flap}" fill="url(#${id}vol)" opacity=".5"/>`,
      `<path d="M246 356Q246 334 270 334L530 334Q554 334 554 356L556 464Q400 512 244 464Z" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5"/>`,
      `<path d="M230 474Q400 528 570 474" stroke="${darken(leather, 0.3)}" stroke-width="3" fill="none"/>`,
      `<rect x="370" y="478" width="60" height="40" rx="10" fill="url(#${id}g)"/><circle cx="400" cy="498" r="9" fill="none" stroke="${darken(metal, 0.35)}" stroke-width="3"/>`,
    ].join('');
  } else if (v === 2) {
    const out =
      'M270 404Q270 376 298 376L502 376Q530 376 530 404L534 596Q534 620 510 620L290 620Q266 620 266 596Z';
    const flap = 'M270 404Q270 376 298 376L502 376Q530 376 530 404L532 486Q400 540 268 486Z';
    shadow = { cx: 400, cy: 622, rx: 190, ry: 18 };
    body = [
      `<path d="M282 392C236 30 564 30 518 392" stroke="${trim}" stroke-width="12" fill="none"/>`,
      `<path d="M282 392C236 30 564 30 518 392" stroke="${lighten(trim, 0.3)}" stroke-width="1.5" stroke-dasharray="5 5" fill="none"/>`,
      `<rect x="272" y="372" width="22" height="30" rx="4" fill="url(#${id}g)"/><rect x="506" y="372" width="22" height="30" rx="4" fill="url(#${id}g)"/>`,
      `<path d="${out}" fill="${leather}"/>`,
      `<path d="${out}" fill="url(#${id}h)"/>`,
      `<path d="${out}" fill="url(#${id}vol)" opacity=".55"/>`,
      `<path d="${flap}" fill="${darken(leather, 0.08)}"/>`,
      `<path d="M284 404Q284 390 300 390L500 390Q516 390 516 404L518 476Q400 522 282 476Z" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="6 5"/>`,
      `<path d="M268 486Q400 540 532 486" stroke="${darken(leather, 0.3)}" stroke-width="3" fill="none"/>`,
      `<circle cx="400" cy="500" r="13" fill="url(#${id}g)"/><circle cx="400" cy="500" r="5" fill="${darken(metal, 0.35)}"/>`,
      `<path d="M282 600L518 600" stroke="${stitch}" stroke-width="2" stroke-dasharray="6 5"/>`,
    ].join('');
  } else {
    // Bucket bag: drawstring opening, grommets, shoulder strap.
    const out = 'M264 330L536 330L562 612Q566 654 522 656L278 656Q234 654 238 612Z';
    const grommets = [300, 350, 400, 450, 500]
      .map(
        (x) =>
          `<circle cx="${x}" cy="${x === 400 ? 380 : x === 350 || x === 450 ? 377 : 371}" r="8" fill="url(#${id}g)"/><circle cx="${x}" cy="${x === 400 ? 380 : x === 350 || x === 450 ? 377 : 371}" r="3.5" fill="${darken(leather, 0.5)}"/>`,
      )
      .join('');
    body = [
      `<path d="M272 344C262 150 538 150 528 344" stroke="${trim}" stroke-width="16" fill="none"/>`,
      `<path d="${out}" fill="${leather}"/>`,
      `<ellipse cx="400" cy="330" rx="136" ry="24" fill="${darken(leather, 0.55)}"/>`,
      `<path d="M264 330A136 24 0 0 0 536 330" fill="none" stroke="${darken(leather, 0.15)}" stroke-width="4"/>`,
      `<path d="${out}" fill="url(#${id}h)"/>`,
      `<path d="${out}" fill="url(#${id}vol)" opacity=".6"/>`,
      `<path d="M254 400Q400 420 546 400" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" fill="none"/>`,
      grommets,
      `<path d="M300 366Q350 384 400 384T500 366" stroke="${trim}" stroke-width="5" fill="none"/>`,
      `<path d="M400 384L388 452M400 384L414 448" stroke="${trim}" stroke-width="5" stroke-linecap="round"/>`,
      `<rect x="378" y="446" width="22" height="30" rx="6" fill="url(#${id}g)"/><rect x="404" y="442" width="22" height="30" rx="6" fill="url(#${id}g)"/>`,
      `<path d="M250 620Q400 636 550 620" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" fill="none"/>`,
    ].join('');
  }
  return studio(id, mix(leather, metal, 0.35), shadow, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Public API.

const RENDERERS: Record<DemoProduct['productType'], (p: ArtInput, id: string) => string> = {
  sunglasses,
  tshirt,
  shoe,
  book,
  coffee,
  tea,
  handbag,
};

/**
 * An 800x800 SVG picture of the product. Pass the whole DemoProduct when you have it: books use
 * the description's author, coffee and tea their roast or tea type, origin and weight.
 */
export function renderProductArt(product: ArtInput): RenderedSvg {
  const render = RENDERERS[product.productType] ?? RENDERERS.handbag;
  const id = idPrefix(`${product.productType}|${product.brand}|${product.model}`);
  return { svg: render(product, id), width: SIZE, height: SIZE };
}

/** A 400x200 wordmark with a round emblem holding the brand's initials. */
export function renderBrandLogo(brand: DemoBrand): RenderedSvg {
  const main = safeColor(brand.colors[0], '#1d3557');
  const second = safeColor(brand.colors[1], '#e9c46a');
  const id = idPrefix(`logo|${brand.name}`);
  const initials =
    brand.name
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || 'S';
  const wordInk = luminance(main) > 0.45 ? darken(main, 0.55) : main;
  const name = fitText(brand.name, 206, 2, 34, 16, { serif: true, bold: true });
  const nameY = 100 - blockSpan(name, 1.1) / 2 + name.size * 0.34;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">',
    `<defs><linearGradient id="${id}e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(main, 0.12)}"/><stop offset="1" stop-color="${darken(main, 0.15)}"/></linearGradient></defs>`,
    `<rect width="400" height="200" rx="24" fill="${mix('#fbf8f3', main, 0.07)}"/>`,
    `<circle cx="96" cy="100" r="56" fill="url(#${id}e)"/>`,
    `<circle cx="96" cy="100" r="47" fill="none" stroke="${second}" stroke-width="3"/>`,
    `<path d="M60 124Q78 114 96 124T132 124" stroke="${second}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<text x="96" y="110" font-family="${SERIF}" font-size="${initials.length > 1 ? 32 : 40}" font-weight="700" fill="${inkOn(main)}" text-anchor="middle">${escapeXml(initials)}</text>`,
    textBlock(name, 170, nameY, wordInk, { serif: true, bold: true }, 1.1, 'start'),
    `<rect x="170" y="${n(nameY + blockSpan(name, 1.1) + 16)}" width="56" height="4" rx="2" fill="${luminance(second) > 0.7 ? main : second}"/>`,
    '</svg>',
  ].join('');
  return { svg, width: 400, height: 200 };
}
