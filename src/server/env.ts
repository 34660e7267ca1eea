import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

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
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanString.optional()),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanString.default(false)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    CLIENT_DIR: z.string().min(1).default('./dist/client'),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export type Env = z.infer<typeof envSchema>;

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
