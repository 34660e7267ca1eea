/**
 * `npm run lighthouse`: Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown) on the
 * five pages a shared link opens, LIGHTHOUSE_RUNS (3) runs each, and a table of the medians.
 *
 * Without LIGHTHOUSE_URL it builds the shop (`npm run build`) and starts `dist/server/main.js` on a
 * free port with a fresh embedded database and the demo catalogue, as `npm start` does; with it, it
 * measures that server instead. LIGHTHOUSE_PAGES (comma-separated paths) replaces the page list.
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium). Exits 1 when a page's median
 * misses issue 14's targets (performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100),
 * unless run with `--report-only`. Slow (about 20 s a run), so not part of CI.
 *
 * LIGHTHOUSE_CPU_SLOWDOWN replaces the 4x CPU slowdown of the simulation, for a host whose browser
 * is itself many times slower than the machines Lighthouse's defaults assume (docs/performance.md,
 * "First visit on a phone"): calibrated on a build whose default-settings figures are known from
 * a normal host, it gives comparable figures there. The table's heading says when it is set; its
 * figures are estimates, never the targets' own measurement.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './lib/server-process';

const reportOnly = process.argv.includes('--report-only');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown > 0)) {
  throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number above 0');
}
// Product 1 is playable in the demo catalogue (every demo product is); sofia is a demo influencer.
const pages = (
  process.env.LIGHTHOUSE_PAGES ?? '/,/home,/product/1,/social-play/1,/influencer/sofia'
).split(',');
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The targets of issue 14, as Lighthouse category scores out of 100. */
const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof targets;

interface RunFigures {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Lighthouse's measure of this host's speed (a mid-range desktop is about 1,500-2,500). */
  benchmarkIndex: number;
}

interface LighthouseReport {
  environment?: { benchmarkIndex?: number };
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: unknown }>;
}

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

const lighthouseCli = path.resolve('node_modules/lighthouse/cli/index.js');

/**
 * One Lighthouse run in its own Chromium (a first visit: empty cache and storage). On a busy
 * machine Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is tried again.
 */
function runLighthouse(url: string, attempts = 3): RunFigures {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`\n${(error as Error).message.split('\n')[0]}; trying again\n`);
    }
  }
}

function runLighthouseOnce(url: string): RunFigures {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${chromeFlags.join(' ')}`,
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`Lighthouse failed on ${url}: ${result.stderr.toString().slice(-2000)}`);
  }
  const report = JSON.parse(result.stdout.toString()) as LighthouseReport;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const summary = report.audits['resource-summary']?.details as
    | { items: ResourceRow[] }
    | undefined;
  const scriptBytes = summary?.items.find((row) => row.resourceType === 'script')?.transferSize;
  const score = (category: Category) =>
    Math.round((report.categories[category]?.score ?? Number.NaN) * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: (scriptBytes ?? Number.NaN) / 1024,
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Builds the shop and starts it as `npm start` does, on a free port with a fresh database. */
async function startShop(): Promise<{ url: string; stop(): Promise<void> }> {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sm-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the shop did not start');
}

const version = (
  JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
).version;
const shop = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startShop();
const rows: Record<string, string | number>[] = [];
const misses: string[] = [];
try {
  // One warm-up request per page, so the first measured run does not pay for server start-up.
  for (const page of pages) await fetch(`${shop.url}${page}`).then((response) => response.text());
  for (const page of pages) {
    const figures: RunFigures[] = [];
    for (let run = 0; run < runs; run++) {
      figures.push(runLighthouse(`${shop.url}${page}`));
      process.stderr.write('.');
    }
    const of = (pick: (run: RunFigures) => number) => median(figures.map(pick));
    const scores = Object.fromEntries(
      (Object.keys(targets) as Category[]).map((category) => [
        category,
        of((run) => run.scores[category]),
      ]),
    ) as Record<Category, number>;
    const row = {
      page,
      performance: scores.performance,
      accessibility: scores.accessibility,
      'best practices': scores['best-practices'],
      SEO: scores.seo,
      'FCP s': (of((run) => run.fcpMs) / 1000).toFixed(1),
      'LCP s': (of((run) => run.lcpMs) / 1000).toFixed(1),
      'TBT ms': Math.round(of((run) => run.tbtMs)),
      CLS: of((run) => run.cls).toFixed(3),
      'JS KB': Math.round(of((run) => run.scriptKb)),
      host: Math.round(of((run) => run.benchmarkIndex)),
    };
    rows.push(row);
    // Each page's medians as soon as they are known: a long run that fails later keeps them.
    process.stderr.write(` ${JSON.stringify(row)}\n`);
    for (const category of Object.keys(targets) as Category[]) {
      if (!(scores[category] >= targets[category])) {
        misses.push(`${page}: ${category} ${scores[category]} < ${targets[category]}`);
      }
    }
  }
} finally {
  await shop.stop();
}
process.stderr.write('\n');
console.log(
  `Lighthouse ${version}, ${
    cpuSlowdown === undefined
      ? 'mobile defaults (simulated slow 4G, 4x CPU)'
      : `mobile defaults but a ${cpuSlowdown}x CPU slowdown (LIGHTHOUSE_CPU_SLOWDOWN: an estimate for a slow host, not the default measurement)`
  }, median of ${runs} runs, ${shop.url}.` +
    " JS KB: script bytes transferred (gzip). host: Lighthouse's benchmark index of this machine" +
    " (blocking time is simulated from this host's own speed, so a slow or busy host scores lower).",
);
console.table(rows);
if (misses.length > 0) {
  console.log(`Under issue 14's targets:\n  ${misses.join('\n  ')}`);
  if (!reportOnly) process.exitCode = 1;
}
