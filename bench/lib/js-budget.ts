import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Issue 34: at most this much of our own JavaScript (gzip) on a first visit to /home and
 * /product/:id: everything the page loads but the framework chunk (React, React DOM, React Router),
 * which is reported, not budgeted.
 */
export const JS_BUDGET_KB = 60;

/** The framework chunk's file (vite.config.ts names its group `framework`). */
const isFramework = (file: string) => /(^|\/)framework-[\w-]+\.js$/.test(file);

/** The pages held to the budget, with the page module their route loads lazily. */
export const budgetPages = [
  { path: '/home', module: 'features/catalog/pages/home-page.tsx' },
  { path: '/product/:id', module: 'features/catalog/pages/product-page.tsx' },
] as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface JsBudgetRow {
  page: string;
  files: number;
  /** Everything but the framework chunk. */
  'gzip KB': number;
  'budget KB': number;
  'framework KB': number;
  within: boolean;
  /** Each file with its gzipped size, largest first (for `BENCH_JS_FILES=1`). */
  perFile: { file: string; 'gzip KB': number }[];
}

/** One row per page and file, largest first: what makes up each page's figure. */
export function jsBudgetFiles(
  rows: JsBudgetRow[],
): { page: string; file: string; 'gzip KB': number }[] {
  return rows.flatMap((row) => row.perFile.map((entry) => ({ page: row.page, ...entry })));
}

/**
 * The JavaScript a first visit to each budget page downloads before it can paint, from a built
 * client (`npm run build:client`): index.html's entry script and its modulepreloads, then the
 * route's lazy page chunk and every chunk it imports statically (from Vite's manifest). Sizes are
 * each file gzipped on its own, as the server sends it. The framework chunk is counted apart.
 */
export function measureJsBudget(clientDir = 'dist/client'): JsBudgetRow[] {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const shellFiles = [
    ...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  if (shellFiles.length === 0) throw new Error(`no entry script in ${clientDir}/index.html`);

  const gzipKb = (file: string) =>
    gzipSync(readFileSync(path.join(clientDir, file))).byteLength / 1024;

  return budgetPages.map((page) => {
    const files = new Set(shellFiles);
    const visited = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (visited.has(key)) return;
      visited.add(key);
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(page.module);
    const perFile = [...files]
      .map((file) => ({ file, 'gzip KB': Number(gzipKb(file).toFixed(1)) }))
      .sort((a, b) => b['gzip KB'] - a['gzip KB']);
    const own = [...files].filter((file) => !isFramework(file));
    const kb = own.reduce((sum, file) => sum + gzipKb(file), 0);
    const framework = [...files].filter(isFramework).reduce((sum, file) => sum + gzipKb(file), 0);
    return {
      page: page.path,
      files: files.size,
      'gzip KB': Number(kb.toFixed(1)),
      'budget KB': JS_BUDGET_KB,
      'framework KB': Number(framework.toFixed(1)),
      within: kb <= JS_BUDGET_KB,
      perFile,
    };
  });
}
