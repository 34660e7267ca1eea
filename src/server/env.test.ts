import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      AUTH_RATE_LIMIT_PER_IP: 60,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBeUndefined();
  });

  it('reads set values and treats empty strings as unset', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      AUTH_RATE_LIMIT_PER_IP: '5000',
      SEED_DEMO: 'false',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@db:5432/shop',
      AUTH_RATE_LIMIT_PER_IP: 5000,
      SEED_DEMO: false,
    });
    expect(env.ADMIN_USERNAME).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        AUTH_RATE_LIMIT_PER_IP: '0',
        SEED_DEMO: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'AUTH_RATE_LIMIT_PER_IP', 'SEED_DEMO'])
      expect(problems).toContain(name);
  });

  it('wants ADMIN_PIN to be exactly 12 digits', () => {
    expect(parseEnv({ ADMIN_PIN: '123456789012' }).ADMIN_PIN).toBe('123456789012');
    expect(() => parseEnv({ ADMIN_PIN: '1234' })).toThrow(/ADMIN_PIN: must be exactly 12 digits/);
    expect(() => parseEnv({ ADMIN_PIN: '12345678901a' })).toThrow(/ADMIN_PIN/);
  });

  it('wants ADMIN_USERNAME and ADMIN_PASSWORD together, with a password of 6+ characters', () => {
    expect(() => parseEnv({ ADMIN_USERNAME: 'boss' })).toThrow(
      /ADMIN_USERNAME and ADMIN_PASSWORD must be set together/,
    );
    expect(() => parseEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: '123' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});
