import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The browser and the server render run React 19 (decision 0056): a production build of the
 * client and of its server render, made here into folders of their own, is read through Vite's
 * manifest and every chunk's source map. No chunk may come from Preact; React DOM's client must be
 * in the browser's, and React DOM's server renderer in the server render's.
 */

interface ManifestChunk {
  file: string;
}

let outDir = '';

function build(args: string[]): void {
  // As `npm run build` runs it: the test runner's NODE_ENV=test would pick React's development
  // builds.
  const result = spawnSync('npx', ['vite', 'build', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
}

/**
 * Every module a build's JavaScript was made from, as its source maps name them (Vite's own small
 * helpers, such as its preload helper, come without one).
 */
function sourcesOf(mapFiles: string[]): string[] {
  return mapFiles
    .filter((file) => existsSync(file))
    .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources);
}

/** Whether a module of `file` (a path inside node_modules) is among the sources. */
const includesModule = (sources: string[], file: string) =>
  sources.some((source) => source.endsWith(`node_modules/${file}`));

const PREACT = /node_modules\/preact(\/|-render-to-string\/)/;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'react-runtime-'));
  build(['--outDir', path.join(outDir, 'client'), '--emptyOutDir']);
  build([
    '--config',
    'vite.ssr.config.ts',
    '--outDir',
    path.join(outDir, 'server-render'),
    '--emptyOutDir',
  ]);
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the React runtime in the production builds', () => {
  it("the browser's chunks are React 19 and React DOM's client, and nothing of Preact", () => {
    const client = path.join(outDir, 'client');
    const manifest = JSON.parse(
      readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const chunks = [
      ...new Set(
        Object.values(manifest)
          .map((chunk) => chunk.file)
          .filter((file) => file.endsWith('.js')),
      ),
    ];
    expect(chunks.length).toBeGreaterThan(10);
    const sources = sourcesOf(chunks.map((file) => path.join(client, `${file}.map`)));

    expect(sources.filter((source) => PREACT.test(source))).toEqual([]);
    expect(includesModule(sources, 'react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(includesModule(sources, 'react/cjs/react.production.js')).toBe(true);
    const framework = readFileSync(
      path.join(client, chunks.find((file) => /framework-/.test(file)) ?? ''),
      'utf8',
    );
    // React's version stamp, which React DOM checks and DevTools reads from the renderer.
    expect(framework).toMatch(/version=`19\.\d+\.\d+`/);
  });

  it("the server render's modules are React DOM's server renderer, and nothing of Preact", () => {
    const render = path.join(outDir, 'server-render');
    const maps = [
      path.join(render, 'entry-server.js.map'),
      ...readdirSync(path.join(render, 'assets'))
        .filter((file) => file.endsWith('.js.map'))
        .map((file) => path.join(render, 'assets', file)),
    ];
    const sources = sourcesOf(maps);
    expect(sources.filter((source) => PREACT.test(source))).toEqual([]);
    expect(includesModule(sources, 'react-dom/cjs/react-dom-server.node.production.js')).toBe(true);
  });
});
