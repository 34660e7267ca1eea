/**
 * Lints the API reference with Redocly CLI's recommended rules (decision 0064), in `npm run check`:
 * builds the app as the server does (same routes, same registration) on an empty in-memory database
 * that is never queried, writes `/api/openapi.json` to .build/openapi.json (ignored by git; the path
 * .redocly.lint-ignore.yaml names) and runs `redocly lint` on it with the repository's redocly.yaml.
 * No server listens and nothing is read from the network.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/client';
import type { EventBus } from '../src/server/events';

/** A bus with no listeners: enough for /api/live to be registered (and so documented). */
const quietBus: EventBus = {
  publish: async () => {},
  subscribe: () => () => {},
  close: async () => {},
};

const database = await openDatabase({});
const app = await buildApp(
  { metricsToken: 'lint' },
  { db: database.db, clock: systemClock, events: quietBus },
);
await app.ready();
const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
await app.close();
await database.close();
if (response.statusCode !== 200) {
  console.error(`/api/openapi.json answered ${response.statusCode}`);
  process.exit(1);
}

const file = path.join('.build', 'openapi.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, response.body);
const lint = spawnSync(
  path.resolve('node_modules/.bin/redocly'),
  ['lint', file, '--config', 'redocly.yaml', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
process.exit(lint.status ?? 1);
