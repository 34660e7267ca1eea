// The build's three steps (decision 0062): the SPA (dist/client), its server render
// (dist/server-render) and the server bundle (dist/server).
//
//   node scripts/build.mjs               every step, with everything each prints (npm run build)
//   node scripts/build.mjs --if-changed  one line per step with its time, and no step at all when
//                                        no input changed since the last build (npm start)
//
// The inputs' hashes are kept in dist/.build-inputs.json after a build that succeeded. A failed step
// stops the build and, when quiet, prints what it printed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'dist', '.build-inputs.json');
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

const STEPS = [
  { name: 'client', args: [VITE, 'build'] },
  { name: 'server render', args: [VITE, 'build', '--config', 'vite.ssr.config.ts'] },
  { name: 'server', args: [path.join(ROOT, 'scripts', 'build-server.mjs')] },
];

/** What the build reads: a change to any of these rebuilds. Tests are never part of a build. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.ssr.config.ts',
];
const INPUT_DIRS = ['src', 'scripts'];
const NOT_INPUT = /\.test\.tsx?$/;

/** What a build leaves: one missing (removed by hand, or a half-finished build) rebuilds. */
const OUTPUTS = [
  'dist/client/index.html',
  'dist/server-render/entry-server.js',
  'dist/server/main.js',
];

function listFiles(dir) {
  const entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_INPUT.test(file));
}

function hashInputs() {
  const files = [...INPUT_FILES.filter((file) => existsSync(path.join(ROOT, file)))];
  for (const dir of INPUT_DIRS) files.push(...listFiles(dir));
  const hashes = {};
  for (const file of files.sort()) {
    hashes[file.split(path.sep).join('/')] = createHash('sha256')
      .update(readFileSync(path.join(ROOT, file)))
      .digest('hex');
  }
  return hashes;
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why a build is needed, or undefined when the last one is current. */
function whyBuild(inputs, stamp) {
  if (!stamp?.inputs) return 'no earlier build';
  const missing = OUTPUTS.find((file) => !existsSync(path.join(ROOT, file)));
  if (missing) return `${missing} is missing`;
  if (stamp.node !== process.version)
    return `Node.js changed (${stamp.node} to ${process.version})`;
  const changed = [...new Set([...Object.keys(inputs), ...Object.keys(stamp.inputs)])].filter(
    (file) => inputs[file] !== stamp.inputs[file],
  );
  if (changed.length === 0) return undefined;
  const more = changed.length > 3 ? ` and ${changed.length - 3} more` : '';
  return `changed since the last build: ${changed.slice(0, 3).join(', ')}${more}`;
}

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[39m` : text);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Lines of a step's output that warn: counted on the quiet step line, shown by npm run build. */
const WARNING = /\bwarn(ing)?\b|^\(!\)|\[[A-Z][A-Z_]+\]/i;

function runStep(step, verbose) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, step.args, {
      cwd: ROOT,
      stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        ok: code === 0,
        code: code ?? signal,
        ms: performance.now() - started,
        output: Buffer.concat(output).toString('utf8'),
      }),
    );
  });
}

async function main() {
  const verbose = !process.argv.includes('--if-changed');
  const inputs = hashInputs();
  if (!verbose) {
    const stamp = readStamp();
    const reason = whyBuild(inputs, stamp);
    if (!reason) {
      const when = new Date(stamp.builtAt).toLocaleString();
      console.log(`Build: nothing changed since the last one (${when}), skipped.`);
      return;
    }
    console.log(`Building (${reason}); details: npm run build`);
  }
  rmSync(STAMP, { force: true });
  for (const step of STEPS) {
    const result = await runStep(step, verbose);
    const warnings = result.output.split('\n').filter((line) => WARNING.test(line)).length;
    const note =
      warnings > 0 ? paint(33, ` (${warnings} warning lines: npm run build shows them)`) : '';
    const mark = result.ok ? paint(32, '✓') : paint(31, '✗');
    console.log(`  ${mark} ${step.name.padEnd(14)} ${seconds(result.ms)}${note}`);
    if (!result.ok) {
      if (!verbose) process.stdout.write(result.output);
      console.error(`Build failed: the ${step.name} step ended with ${result.code}.`);
      process.exit(1);
    }
  }
  writeFileSync(
    STAMP,
    `${JSON.stringify({ builtAt: new Date().toISOString(), node: process.version, inputs }, null, 1)}\n`,
  );
}

await main();
