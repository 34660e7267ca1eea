import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../fixtures/server-process';

/**
 * Issue 41: what a newcomer's `npm start` prints. The server as its own process on a fresh embedded
 * database (no DATABASE_URL, a new DATA_DIR), once with stdout a pipe (JSON lines) and once on a
 * pseudo-terminal made by util-linux's `script` (readable, coloured lines); either way the banner
 * is the last thing printed before the first request, and its sign-in works. `npm run admin:reset`
 * prints a new sign-in that works, and the next start's banner says how to get one.
 */

const hasScript = (() => {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasScript) {
  console.log(
    '[tests] the terminal case of start-banner.test.ts skipped: `script` (util-linux) is missing.',
  );
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) stop(child);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sm-start-'));
  dirs.push(dir);
  return dir;
}

interface Started {
  url: string;
  child: ChildProcess;
  /** stdout so far, carriage returns (a terminal's line ends) removed. */
  stdout: () => string;
}

const SERVER = [process.execPath, '--import', 'tsx', 'src/server/main.ts'];

/** The server on a fresh embedded database; resolves once its banner has been printed. */
async function start(dataDir: string, options: { terminal: boolean }): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  for (const name of [
    'DATABASE_URL',
    'LOG_FORMAT',
    'NO_COLOR',
    'FORCE_COLOR',
    'SEED_DEMO',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'ADMIN_PIN',
  ]) {
    delete env[name];
  }
  Object.assign(env, { LOG_LEVEL: 'info', CLIENT_DIR: 'does-not-exist' });
  const child = options.terminal
    ? // `script` runs the command on a new pseudo-terminal and copies what it prints to stdout.
      spawn('script', ['-qfec', SERVER.join(' '), '/dev/null'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
    : spawn(SERVER[0] as string, SERVER.slice(1), {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    err += String(chunk);
  });
  const stdout = () => out.replaceAll('\r', '');
  await waitFor(
    () => stdout().includes('Ctrl+C'),
    () => `no banner; stdout:\n${stdout()}\nstderr:\n${err}`,
    child,
  );
  return { url: `http://127.0.0.1:${port}`, child, stdout };
}

/** SIGTERM to the process group this test started (the server, and `script` with it). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return Promise.resolve();
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  return exited;
}

async function waitFor(
  condition: () => boolean,
  describe: () => string,
  child?: ChildProcess,
  timeoutMs = 150_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (child && child.exitCode !== null)
      throw new Error(`exited ${child.exitCode}: ${describe()}`);
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SIGN_IN = /Demo admin:\s+username (\S+)\s+password (\S+)\s+admin PIN (\d{12})/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what is matched
const ANSI = /\u001b\[[0-9;]*m/g;

/** The banner: from its first line to its Stop line. */
function bannerOf(stdout: string): { before: string[]; banner: string[]; after: string[] } {
  const lines = stdout.split('\n');
  const first = lines.findIndex((line) =>
    line.replace(ANSI, '').includes('Social Market is running at'),
  );
  const last = lines.findIndex((line, index) => index > first && line.includes('Ctrl+C'));
  expect(first).toBeGreaterThanOrEqual(0);
  return {
    before: lines.slice(0, first),
    banner: lines.slice(first, last + 1).map((line) => line.replace(ANSI, '')),
    after: lines.slice(last + 1).filter((line) => line.trim() !== ''),
  };
}

async function signIn(url: string, username: string, password: string) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

/** Signs in and passes the admin PIN step-up: what the banner promises works. */
async function expectAdminSignIn(url: string, credentials: RegExpExecArray | null) {
  expect(credentials).not.toBeNull();
  const [, username, password, pin] = credentials as RegExpExecArray;
  expect(username).toBe('admin');
  const login = await signIn(url, username as string, password as string);
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const step = await fetch(`${url}/api/admin/verify-pin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ pin }),
  });
  expect(step.status).toBe(200);
  expect(((await step.json()) as { elevated: boolean }).elevated).toBe(true);
}

/** Logs in, then waits for the request's line: the first request after the banner. */
async function firstRequest(started: Started, credentials: RegExpExecArray | null) {
  await expectAdminSignIn(started.url, credentials);
  await waitFor(
    () => /\/api\/admin\/verify-pin/.test(started.stdout().split('Ctrl+C')[1] ?? ''),
    () => `no request line after the banner:\n${started.stdout()}`,
  );
}

describe('npm start’s output', () => {
  it('without a terminal: JSON lines, the banner last before the first request, its sign-in works; admin:reset prints a new one', async () => {
    const dataDir = freshDataDir();
    const started = await start(dataDir, { terminal: false });
    const { banner } = bannerOf(started.stdout());
    const credentials = SIGN_IN.exec(banner.join('\n'));
    await firstRequest(started, credentials);

    const { before, after } = bannerOf(started.stdout());
    expect(before.filter((line) => line.trim() !== '').length).toBeGreaterThan(0);
    for (const line of before.filter((text) => text.trim() !== '')) {
      expect(() => JSON.parse(line), line).not.toThrow();
    }
    expect(banner[0]).toBe(
      `  Social Market is running at http://localhost:${new URL(started.url).port}`,
    );
    expect(banner.join('\n')).toContain(`Data     embedded PostgreSQL in ${dataDir}`);
    expect(banner.join('\n')).toContain('(shown only this once; stored hashed)');
    expect(banner.join('\n')).toContain('Stop     Ctrl+C');
    // Nothing between the banner and the first request's line, which is JSON.
    const login = JSON.parse(after[0] as string) as { msg: string; req: { url: string } };
    expect(login).toMatchObject({ msg: 'request completed', req: { url: '/api/login' } });
    await stop(started.child);

    // A new password and PIN, printed once, while the shop is stopped.
    const reset = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/db/cli.ts', 'admin-reset'],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    const renewed = SIGN_IN.exec(reset);
    expect(renewed?.[2]).not.toBe(credentials?.[2]);

    // The next start shows no password, but how to get new ones; the reset's sign-in works.
    const again = await start(dataDir, { terminal: false });
    const second = bannerOf(again.stdout()).banner.join('\n');
    expect(second).not.toMatch(SIGN_IN);
    expect(second).toContain('npm run admin:reset');
    expect(second).toContain('ADMIN_USERNAME=admin ADMIN_PASSWORD=... ADMIN_PIN=...');
    expect((await signIn(again.url, 'admin', credentials?.[2] as string)).status).toBe(401);
    await expectAdminSignIn(again.url, renewed);
    await stop(again.child);
  }, 300_000);

  it.skipIf(!hasScript)(
    'on a terminal: readable coloured lines, the banner last before the first request, its sign-in works',
    async () => {
      const started = await start(freshDataDir(), { terminal: true });
      const credentials = SIGN_IN.exec(bannerOf(started.stdout()).banner.join('\n'));
      await firstRequest(started, credentials);

      const { before, banner, after } = bannerOf(started.stdout());
      const logged = before.filter((line) => line.trim() !== '');
      expect(logged.length).toBeLessThan(40);
      for (const line of logged) {
        expect(line.startsWith('{'), line).toBe(false);
        expect(line).toMatch(ANSI);
      }
      expect(logged.map((line) => line.replace(ANSI, ''))).toContainEqual(
        expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: demo data loaded \{"products":\d+/),
      );
      expect(banner.join('\n')).toContain(`http://localhost:${new URL(started.url).port}`);
      // Nothing between the banner and the first request's line: method, URL, status, time.
      expect(after[0]?.replace(ANSI, '')).toMatch(
        /^\[\d\d:\d\d:\d\d\] INFO: POST \/api\/login 200 \d+ ms$/,
      );
      await stop(started.child);
    },
    300_000,
  );
});
