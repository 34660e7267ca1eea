import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { __unstable__loadDesignSystem } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

/**
 * `cn` is our own small class merger (see utils.ts). tailwind-merge, a dev dependency kept for this
 * test only, is the reference it is held to over every Tailwind class our client's sources use.
 */

const clientDir = path.resolve('src/client');
const require = createRequire(import.meta.url);

/**
 * Tailwind itself, with our theme (styles.css), says which words are classes: those it writes CSS
 * for. Its design system is the API editors' Tailwind support uses; `unstable` means it may change
 * with a Tailwind release, as this test would then show.
 */
const tailwind = await __unstable__loadDesignSystem(
  readFileSync(path.join(clientDir, 'styles.css'), 'utf8'),
  {
    base: clientDir,
    loadStylesheet: async (id, base) => {
      const file = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id, {
        paths: [base],
      });
      return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
    },
  },
);

type AstNode = { type?: string; [key: string]: unknown };

/** Calls `visit` on every node of a syntax tree, parents before children. */
function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
  } else if (node !== null && typeof node === 'object') {
    visit(node as AstNode);
    for (const [key, child] of Object.entries(node)) if (key !== 'span') walk(child, visit);
  }
}

/** The text of every string literal and template part under a node, in source order. */
function strings(node: unknown): string[] {
  const found: string[] = [];
  walk(node, (n) => {
    if (n.type === 'StringLiteral' && typeof n.value === 'string') found.push(n.value);
    if (n.type === 'TemplateElement' && typeof n.cooked === 'string') found.push(n.cooked);
  });
  return found;
}

function identifier(node: unknown): string | undefined {
  const n = node as AstNode | undefined;
  return n?.type === 'Identifier' && typeof n.value === 'string' ? n.value : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // Not utils.ts: its strings are the merger's own tables, not classes.
    const source = /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name);
    return source && file !== path.join(clientDir, 'lib/utils.ts') ? [file] : [];
  });
}

const modules = sourceFiles(clientDir).map((file) => ({
  ast: parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx') }),
}));

/** Every whitespace-separated word of every string in our sources: class names among many others. */
const words = [
  ...new Set(modules.flatMap(({ ast }) => strings(ast).flatMap((s) => s.split(/\s+/)))),
]
  .filter(Boolean)
  .sort();

/** The words that are Tailwind classes: every class our client uses, with its variants. */
const css = tailwind.candidatesToCss(words);
const classes = words.filter((_, i) => css[i]);

/** A class's variants (`md:`, `hover:`, `data-[state=open]:`), in one order whatever the written one. */
function variantsOf(className: string): string {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  return variants.sort().join(':');
}

/**
 * Where `cn` deliberately answers otherwise than tailwind-merge: the pairs of classes (`earlier
 * later`) a pattern matches, and why.
 */
const knownDifferences: { pairs: RegExp; reason: string }[] = [
  {
    pairs: /^(?=.*animate-fade-in)(\S*:)?animate-\S+ (\S*:)?animate-\S+$/,
    reason:
      'animate-fade-in is an animation of our theme (styles.css). tailwind-merge, not told of our ' +
      'theme, takes it for no Tailwind class and keeps it beside another animation; cn lets the ' +
      "later animation win, as it would between two of tailwind-merge's own.",
  },
];

/** The pairs (earlier, later) on which the two mergers disagree without a reason written down. */
function disagreements(pairs: Iterable<[string, string]>): string[] {
  const found: string[] = [];
  for (const [a, b] of pairs) {
    const ours = cn(a, b);
    const theirs = twMerge(clsx(a, b));
    const known = knownDifferences.some(({ pairs }) => pairs.test(`${a} ${b}`));
    if (ours !== theirs && !known) {
      found.push(
        `cn(${JSON.stringify(a)}, ${JSON.stringify(b)}) = "${ours}", tailwind-merge: "${theirs}"`,
      );
    }
  }
  return found;
}

describe('cn', () => {
  it.each([
    [['px-4 h-9', 'px-2'], 'h-9 px-2'],
    [['p-4', 'px-2'], 'p-4 px-2'],
    [['px-2', 'p-4'], 'p-4'],
    [['mx-2 -mt-2', 'm-0'], 'm-0'],
    [['inset-x-0 top-0', 'inset-0'], 'inset-0'],
    [['inset-0', 'top-2'], 'inset-0 top-2'],
    [['rounded-t-lg rounded-br-md', 'rounded-none'], 'rounded-none'],
    [['rounded-xl', 'rounded-b-none'], 'rounded-xl rounded-b-none'],
    [['border-t-2 border-slate-200', 'border'], 'border-slate-200 border'],
    [['border border-slate-200', 'border-red-500'], 'border border-red-500'],
    [['gap-x-2 gap-y-1', 'gap-4'], 'gap-4'],
    [['w-4 h-6', 'size-8'], 'size-8'],
    [['size-8', 'w-full'], 'size-8 w-full'],
    [['text-sm text-slate-600 text-left', 'text-lg'], 'text-slate-600 text-left text-lg'],
    [['text-sm text-slate-600', 'text-white'], 'text-sm text-white'],
    [
      ['text-[13px] text-ocean-600', 'text-current text-center'],
      'text-[13px] text-current text-center',
    ],
    [['leading-6', 'text-lg'], 'text-lg'],
    [['text-lg', 'leading-6'], 'text-lg leading-6'],
    [['font-sans font-bold', 'font-medium'], 'font-sans font-medium'],
    [['bg-white bg-cover', 'bg-[#fff]'], 'bg-cover bg-[#fff]'],
    [['block hidden', 'inline-flex'], 'inline-flex'],
    [['relative', 'sticky'], 'sticky'],
    [['shadow-sm shadow-black/5', 'shadow-none'], 'shadow-black/5 shadow-none'],
    [['opacity-60 tracking-wide', 'opacity-100 tracking-tight'], 'opacity-100 tracking-tight'],
    [['flex line-clamp-2', 'line-clamp-3'], 'line-clamp-3'],
    [['md:px-4 hover:md:bg-white', 'md:hover:bg-black px-2'], 'md:px-4 md:hover:bg-black px-2'],
    [
      ['data-[state=open]:bg-white aria-invalid:border-red-500', 'data-[state=open]:bg-slate-100'],
      'aria-invalid:border-red-500 data-[state=open]:bg-slate-100',
    ],
    [['!mt-2 mt-1', 'mt-4'], '!mt-2 mt-4'],
    [['w-[120px]', 'w-4'], 'w-4'],
    [['[content-visibility:auto]', '[content-visibility:visible]'], '[content-visibility:visible]'],
    [
      ['product-card top-picks order-summary', 'top-0 order-1'],
      'product-card top-picks order-summary top-0 order-1',
    ],
    [[undefined, false, { 'px-2': true, 'px-4': false }, ['py-1', null]], 'px-2 py-1'],
    [
      ['constructor-x toString __proto__-y', 'constructor-x'],
      'constructor-x toString __proto__-y constructor-x',
    ],
  ])('cn(%j) is %j', (inputs, expected) => {
    expect(cn(...inputs)).toBe(expected);
    expect(twMerge(clsx(inputs))).toBe(expected);
  });

  it('finds several hundred classes in our sources', () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toContain('hover:bg-ocean-700');
    expect(classes).toContain('data-[state=active]:bg-white');
  });

  it('merges every ordered pair of our classes under the same variants as tailwind-merge does', () => {
    // Merging is pairwise: a class goes when a later one that stays overrides it. Agreeing on every
    // pair is agreeing on every list of these classes.
    const byVariants = new Map<string, string[]>();
    for (const c of classes) {
      const key = variantsOf(c);
      byVariants.set(key, [...(byVariants.get(key) ?? []), c]);
    }
    function* pairs(): Generator<[string, string]> {
      for (const group of byVariants.values())
        for (const a of group) for (const b of group) yield [a, b];
    }
    expect([...pairs()].length).toBeGreaterThan(200_000);
    expect(disagreements(pairs())).toEqual([]);
  });

  it('keeps classes under different variants apart as tailwind-merge does', () => {
    function* pairs(): Generator<[string, string]> {
      // Every 7th class against every 3rd: a spread over all variants, in a few thousand pairs.
      for (let i = 0; i < classes.length; i += 7) {
        for (let j = 0; j < classes.length; j += 3)
          yield [classes[i] as string, classes[j] as string];
      }
    }
    expect(disagreements(pairs())).toEqual([]);
  });

  it("merges each component's classes with its callers' classes as tailwind-merge does", () => {
    // A component that takes `className` and passes it last to cn(...): its file's class strings are
    // the classes it starts from; a caller's className={…} the classes that override them.
    const own = new Map<string, string[]>();
    for (const { ast } of modules) {
      walk(ast, (n) => {
        if (n.type !== 'FunctionDeclaration') return;
        const name = identifier(n.identifier);
        let merges = false;
        walk(n.body, (call) => {
          if (call.type !== 'CallExpression' || identifier(call.callee) !== 'cn') return;
          const args = call.arguments as { expression: unknown }[];
          if (identifier(args[args.length - 1]?.expression) === 'className') merges = true;
        });
        if (name && /^[A-Z]/.test(name) && merges)
          own.set(name, [...(own.get(name) ?? []), ...strings(ast)]);
      });
    }
    expect(own.size).toBeGreaterThan(15);

    const calls: [string, string][] = [];
    for (const { ast } of modules) {
      walk(ast, (n) => {
        if (n.type === 'CallExpression' && identifier(n.callee) === 'cn') {
          calls.push(['', strings(n.arguments).join(' ')]);
        }
        if (n.type !== 'JSXOpeningElement') return;
        const base = own.get(identifier(n.name) ?? '');
        if (!base) return;
        for (const attribute of n.attributes as AstNode[]) {
          if (identifier(attribute.name) === 'className') {
            calls.push([base.join(' '), strings(attribute.value).join(' ')]);
          }
        }
      });
    }
    expect(calls.filter(([base]) => base).length).toBeGreaterThan(50);
    expect(disagreements(calls)).toEqual([]);
  });
});
