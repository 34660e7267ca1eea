import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_CHAT_REPLY_DAYS } from '../shared/chat-rules';
import { DEFAULT_COMPETITION_FILL_HOURS } from '../shared/competition-rules';
import { DEFAULT_PASSWORD_HASH_COST } from './modules/auth/password';
import { parseAllowedHost } from './modules/messaging/push-endpoint';

/** METRICS_SEED's default: simulated metrics are the same on every machine unless told otherwise. */
export const DEFAULT_METRICS_SEED = 92651;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** proxy-addr's names for whole ranges, which Fastify's trustProxy also takes. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustProxyEntryValid(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!cidr?.[1] || !cidr[2]) return false;
  const family = isIP(cidr[1]);
  const prefix = Number(cidr[2]);
  return family !== 0 && prefix <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: true/false (and their other spellings), else a list of addresses and ranges. */
function parseTrustProxy(value: string, context: z.RefinementCtx): boolean | string[] {
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!trustProxyEntryValid(entry))
      context.addIssue({
        code: 'custom',
        message: `${entry} is not an address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal`,
      });
  }
  return entries;
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(50).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z.string().min(6, 'must be at least 6 characters').max(128).optional(),
    ),
    ADMIN_PIN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d{12}$/, 'must be exactly 12 digits')
        .optional(),
    ),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
    /**
     * scrypt's cost for new password and PIN hashes, as log2(N): 14 (OWASP's profile) unless
     * lowered for tests; below 14 is refused when NODE_ENV is production.
     */
    PASSWORD_HASH_COST: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a whole number from 1 to 20' })
        .int('must be a whole number from 1 to 20')
        .min(1, 'must be a whole number from 1 to 20')
        .max(20, 'must be a whole number from 1 to 20')
        .default(DEFAULT_PASSWORD_HASH_COST),
    ),
    NODE_ENV: z.preprocess(emptyAsUndefined, z.string().optional()),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
    /** Deprecated name of SHUTDOWN_TIMEOUT_MS, still honoured when that is unset. */
    SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(600).optional(),
    ),
    SHUTDOWN_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(100).max(600_000).optional(),
    ),
    /** Milliseconds between readiness turning 503 and the listener closing, for the proxy to notice. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** Prometheus /metrics on its own port (bound to METRICS_HOST); unset, not served there. */
    METRICS_PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Prometheus /metrics on the main port to `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.preprocess(
      blankAsUndefined,
      z.string().trim().min(16, 'must be at least 16 characters').optional(),
    ),
    /** Log requests to /healthz, /readyz and /metrics (off: probes would drown the access log). */
    LOG_PROBES: z.preprocess(emptyAsUndefined, booleanString.default(false)),
    GAME_START_ALIGN_SECONDS: z.coerce.number().int().positive().default(3600),
    GAME_DURATION_SECONDS: z.coerce.number().int().positive().default(3600),
    /** Hours a game waits to fill before it is cancelled and refunded; decimals (0.001) for tests. */
    COMPETITION_FILL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(DEFAULT_COMPETITION_FILL_HOURS),
    SCHEDULER_TICK_MS: z.coerce.number().int().min(100).default(1000),
    FREE_PLAY_GAME_SECONDS: z.coerce.number().int().positive().default(86_400),
    ROOM_GAME_SECONDS: z.coerce.number().int().positive().default(3600),
    /** A bid in an auction's last this-many seconds moves its end to now + this. */
    AUCTION_SOFT_CLOSE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
    /** The shortest auction an admin may open. */
    AUCTION_MIN_DURATION_SECONDS: z.coerce.number().int().min(1).max(2_592_000).default(300),
    /**
     * An unlocked chat whose first message has no reply within this many days is refunded
     *. Decimals are allowed: 0.0001 is 8.64 seconds (for tests and demos).
     */
    CHAT_REPLY_DAYS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of days' })
        .positive('must be more than 0')
        .max(365, 'must be at most 365')
        .default(DEFAULT_CHAT_REPLY_DAYS),
    ),
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanString.optional()),
    /**
     * Which peers' X-Forwarded-For/-Proto to believe: the proxy's addresses or
     * CIDR ranges, comma-separated (Fastify's trustProxy); `false` none. `true` (any peer) is still
     * read, with a warning at start (trustProxyWarning).
     */
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z.string().default('false').transform(parseTrustProxy),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** `json` (one object per line) or `pretty` (coloured lines); unset: pretty on a terminal only. */
    LOG_FORMAT: z.preprocess(
      emptyAsUndefined,
      z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
    ),
    CLIENT_DIR: z.string().min(1).default('./dist/client'),
    /** The shop's public address for canonical links, share tags and the sitemap. */
    PUBLIC_ORIGIN: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://shop.example' })
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    PAYMENTS_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(['test', 'square'], { error: 'must be test or square' }).default('test'),
    ),
    SQUARE_ACCESS_TOKEN: z.preprocess(blankAsUndefined, z.string().trim().optional()),
    SQUARE_APPLICATION_ID: z.preprocess(blankAsUndefined, z.string().trim().optional()),
    SQUARE_LOCATION_ID: z.preprocess(blankAsUndefined, z.string().trim().optional()),
    SQUARE_ENVIRONMENT: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['sandbox', 'production'], { error: 'must be sandbox or production' })
        .default('sandbox'),
    ),
    METRICS_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['simulated', 'instagram'], { error: 'must be simulated or instagram' })
        .default('simulated'),
    ),
    METRICS_POLL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    METRICS_SEED: z.coerce.number().int().default(DEFAULT_METRICS_SEED),
    INSTAGRAM_ACCESS_TOKEN: z.preprocess(blankAsUndefined, z.string().trim().optional()),
    INSTAGRAM_GRAPH_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    /** Email (issue 19): unset, emails are written to the log instead of sent. */
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().trim().min(3).max(200).default('Social Market <no-reply@socialmarket.example>'),
    ),
    /** Web push (issue 19): the VAPID key pair (base64url, as web-push generates them). */
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
        .optional(),
    ),
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
        .default('mailto:support@socialmarket.example'),
    ),
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /**
     * Push endpoints' hosts let through without the public-address check:
     * comma-separated `host` or `host:port`; empty by default.
     */
    PUSH_ALLOWED_HOSTS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('')
        .transform((value, context) => {
          const hosts = value
            .split(',')
            .map((entry) => entry.trim())
            .filter((entry) => entry !== '');
          for (const entry of hosts) {
            try {
              parseAllowedHost(entry);
            } catch (error) {
              context.addIssue({ code: 'custom', message: (error as Error).message });
            }
          }
          return hosts;
        }),
    ),
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .superRefine(
    (env, context) => {
      if (env.PAYMENTS_PROVIDER !== 'square') return;
      for (const name of [
        'SQUARE_ACCESS_TOKEN',
        'SQUARE_APPLICATION_ID',
        'SQUARE_LOCATION_ID',
      ] as const)
        if (!env[name])
          context.addIssue({
            code: 'custom',
            message: 'is required when PAYMENTS_PROVIDER is square',
            path: [name],
          });
      // Square's application ids say their environment (sandbox-sq0idb-... or sq0idp-...), and
      // its card form refuses an id of the other one.
      const sandboxId = env.SQUARE_APPLICATION_ID?.startsWith('sandbox-');
      const environment = env.SQUARE_ENVIRONMENT;
      if (
        env.SQUARE_APPLICATION_ID &&
        (environment === 'sandbox' || environment === 'production') &&
        sandboxId !== (environment === 'sandbox')
      )
        context.addIssue({
          code: 'custom',
          message: `is a ${sandboxId ? 'sandbox' : 'production'} application id but SQUARE_ENVIRONMENT is ${environment}`,
          path: ['SQUARE_APPLICATION_ID'],
        });
    },
    // Also beside other bad variables, so the list of problems is complete.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine(
    (env, context) => {
      if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST)
        context.addIssue({
          code: 'custom',
          message: `must be at least ${DEFAULT_PASSWORD_HASH_COST} when NODE_ENV is production`,
          path: ['PASSWORD_HASH_COST'],
        });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine(
    (env, context) => {
      if (env.METRICS_PROVIDER === 'instagram' && !env.INSTAGRAM_ACCESS_TOKEN)
        context.addIssue({
          code: 'custom',
          message: 'is required when METRICS_PROVIDER is instagram',
          path: ['INSTAGRAM_ACCESS_TOKEN'],
        });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type Env = z.infer<typeof envSchema>;

/** Default bound on a shutdown (SHUTDOWN_TIMEOUT_MS). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** SHUTDOWN_TIMEOUT_MS, else the older SHUTDOWN_TIMEOUT_SECONDS, else 10,000 ms. */
export function shutdownTimeoutMs(
  env: Pick<Env, 'SHUTDOWN_TIMEOUT_MS' | 'SHUTDOWN_TIMEOUT_SECONDS'>,
): number {
  if (env.SHUTDOWN_TIMEOUT_MS !== undefined) return env.SHUTDOWN_TIMEOUT_MS;
  if (env.SHUTDOWN_TIMEOUT_SECONDS !== undefined) return env.SHUTDOWN_TIMEOUT_SECONDS * 1000;
  return DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

/**
 * The start's warning for TRUST_PROXY=true: then any client that reaches the process directly can
 * name its own address in X-Forwarded-For and walk around the per-IP limits.
 */
export function trustProxyWarning(env: Pick<Env, 'TRUST_PROXY'>): string | undefined {
  if (env.TRUST_PROXY !== true) return undefined;
  return "TRUST_PROXY=true believes X-Forwarded-For from any client that reaches this process: set it to the proxy's addresses or CIDR ranges instead (TRUST_PROXY=10.0.0.2 or 172.30.0.0/24)";
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the process environment once at start; every bad variable is listed, not just the first. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ),
  );
}
