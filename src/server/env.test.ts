import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, shutdownTimeoutMs, trustProxyWarning } from './env';

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

  it('takes PASSWORD_HASH_COST (14 unless set), and refuses one below 14 in production', () => {
    expect(parseEnv({}).PASSWORD_HASH_COST).toBe(14);
    expect(parseEnv({ PASSWORD_HASH_COST: '4' }).PASSWORD_HASH_COST).toBe(4);
    expect(parseEnv({ PASSWORD_HASH_COST: '16', NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe(
      16,
    );
    expect(() => parseEnv({ PASSWORD_HASH_COST: '4', NODE_ENV: 'production' })).toThrow(
      'PASSWORD_HASH_COST: must be at least 14 when NODE_ENV is production',
    );
    for (const bad of ['0', '21', '4.5', 'cheap'])
      expect(() => parseEnv({ PASSWORD_HASH_COST: bad })).toThrow(
        'PASSWORD_HASH_COST: must be a whole number from 1 to 20',
      );
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

  it('reads email and web push settings, with defaults, refusing a half pair of keys', () => {
    const defaults = parseEnv({ SMTP_URL: '', MAIL_FROM: '', VAPID_SUBJECT: '' });
    expect(defaults).toMatchObject({
      MAIL_FROM: 'Social Market <no-reply@socialmarket.example>',
      VAPID_SUBJECT: 'mailto:support@socialmarket.example',
      OUTBOX_POLL_MS: 1000,
    });
    expect(defaults.SMTP_URL).toBeUndefined();
    const keys = {
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
    };
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', ...keys })).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ...keys,
    });
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  });

  it('gives a game 72 hours to fill unless COMPETITION_FILL_HOURS says otherwise, decimals too', () => {
    expect(parseEnv({}).COMPETITION_FILL_HOURS).toBe(72);
    expect(parseEnv({ COMPETITION_FILL_HOURS: '0.001' }).COMPETITION_FILL_HOURS).toBe(0.001);
    expect(parseEnv({ COMPETITION_FILL_HOURS: '24' }).COMPETITION_FILL_HOURS).toBe(24);
    expect(() => parseEnv({ COMPETITION_FILL_HOURS: '0' })).toThrow(/COMPETITION_FILL_HOURS/);
    expect(() => parseEnv({ COMPETITION_FILL_HOURS: 'soon' })).toThrow(/COMPETITION_FILL_HOURS/);
  });

  it('reads PUSH_ALLOWED_HOSTS as comma-separated host or host:port entries, empty by default', () => {
    expect(parseEnv({}).PUSH_ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ PUSH_ALLOWED_HOSTS: '' }).PUSH_ALLOWED_HOSTS).toEqual([]);
    expect(
      parseEnv({ PUSH_ALLOWED_HOSTS: ' push.internal , 10.0.0.5:8443,[fd00::5]:443,' })
        .PUSH_ALLOWED_HOSTS,
    ).toEqual(['push.internal', '10.0.0.5:8443', '[fd00::5]:443']);
    for (const bad of ['https://push.internal', 'push.internal:99999', 'a b', 'user@host']) {
      expect(() => parseEnv({ PUSH_ALLOWED_HOSTS: bad })).toThrow(/PUSH_ALLOWED_HOSTS/);
    }
  });

  it('reads TRUST_PROXY as the proxy addresses and CIDR ranges, still reads true with a warning', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(
      parseEnv({ TRUST_PROXY: '172.30.0.10, 10.0.0.0/8,fd00::/8 ,::1,loopback' }).TRUST_PROXY,
    ).toEqual(['172.30.0.10', '10.0.0.0/8', 'fd00::/8', '::1', 'loopback']);
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: '172.30.0.10' }))).toBeUndefined();
    expect(trustProxyWarning(parseEnv({}))).toBeUndefined();
    const believesAnyone = parseEnv({ TRUST_PROXY: 'true' });
    expect(believesAnyone.TRUST_PROXY).toBe(true);
    expect(trustProxyWarning(believesAnyone)).toBe(
      "TRUST_PROXY=true believes X-Forwarded-For from any client that reaches this process: set it to the proxy's addresses or CIDR ranges instead (TRUST_PROXY=10.0.0.2 or 172.30.0.0/24)",
    );
    for (const bad of ['caddy', '10.0.0.0/33', '10.0.0', 'fd00::/129']) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(
        `TRUST_PROXY: ${bad} is not an address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal`,
      );
    }
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

  it('reads CHAT_REPLY_DAYS in days, decimals too (a test sets seconds), 7 by default', () => {
    expect(parseEnv({}).CHAT_REPLY_DAYS).toBe(7);
    expect(parseEnv({ CHAT_REPLY_DAYS: '' }).CHAT_REPLY_DAYS).toBe(7);
    expect(parseEnv({ CHAT_REPLY_DAYS: '3' }).CHAT_REPLY_DAYS).toBe(3);
    expect(parseEnv({ CHAT_REPLY_DAYS: '0.0001' }).CHAT_REPLY_DAYS).toBe(0.0001);
    expect(() => parseEnv({ CHAT_REPLY_DAYS: '0' })).toThrow(
      /CHAT_REPLY_DAYS: must be more than 0/,
    );
    expect(() => parseEnv({ CHAT_REPLY_DAYS: '-1' })).toThrow(/CHAT_REPLY_DAYS/);
    expect(() => parseEnv({ CHAT_REPLY_DAYS: 'a week' })).toThrow(/CHAT_REPLY_DAYS/);
    expect(() => parseEnv({ CHAT_REPLY_DAYS: '400' })).toThrow(
      /CHAT_REPLY_DAYS: must be at most 365/,
    );
  });

  it('wants ADMIN_PIN to be exactly 12 digits', () => {
    expect(parseEnv({ ADMIN_PIN: '123456789012' }).ADMIN_PIN).toBe('123456789012');
    expect(() => parseEnv({ ADMIN_PIN: '1234' })).toThrow(/ADMIN_PIN: must be exactly 12 digits/);
    expect(() => parseEnv({ ADMIN_PIN: '12345678901a' })).toThrow(/ADMIN_PIN/);
  });

  it('uses the offline test payment provider unless told otherwise', () => {
    expect(parseEnv({})).toMatchObject({
      PAYMENTS_PROVIDER: 'test',
      SQUARE_ENVIRONMENT: 'sandbox',
    });
    expect(() => parseEnv({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDER: must be test or square/,
    );
  });

  it('wants the Square access token, application id and location id with PAYMENTS_PROVIDER=square', () => {
    const square = {
      PAYMENTS_PROVIDER: 'square',
      SQUARE_ACCESS_TOKEN: 'EAAAl-token',
      SQUARE_APPLICATION_ID: 'sandbox-sq0idb-app',
      SQUARE_LOCATION_ID: 'LOCATION1',
    };
    expect(parseEnv(square)).toMatchObject({ ...square, SQUARE_ENVIRONMENT: 'sandbox' });
    let error: unknown;
    try {
      parseEnv({ PAYMENTS_PROVIDER: 'square', SQUARE_ACCESS_TOKEN: ' ', PORT: 'eighty' });
    } catch (caught) {
      error = caught;
    }
    expect((error as EnvError).problems).toEqual([
      expect.stringMatching(/^PORT: /),
      'SQUARE_ACCESS_TOKEN: is required when PAYMENTS_PROVIDER is square',
      'SQUARE_APPLICATION_ID: is required when PAYMENTS_PROVIDER is square',
      'SQUARE_LOCATION_ID: is required when PAYMENTS_PROVIDER is square',
    ]);
  });

  it("wants SQUARE_ENVIRONMENT to be sandbox or production, matching the application id's", () => {
    const square = {
      PAYMENTS_PROVIDER: 'square',
      SQUARE_ACCESS_TOKEN: 'EAAAl-token',
      SQUARE_LOCATION_ID: 'LOCATION1',
    };
    expect(
      parseEnv({ ...square, SQUARE_APPLICATION_ID: 'sq0idp-app', SQUARE_ENVIRONMENT: 'production' })
        .SQUARE_ENVIRONMENT,
    ).toBe('production');
    expect(() =>
      parseEnv({ ...square, SQUARE_APPLICATION_ID: 'sq0idp-app', SQUARE_ENVIRONMENT: 'live' }),
    ).toThrow(/SQUARE_ENVIRONMENT: must be sandbox or production/);
    expect(() =>
      parseEnv({
        ...square,
        SQUARE_APPLICATION_ID: 'sandbox-sq0idb-app',
        SQUARE_ENVIRONMENT: 'production',
      }),
    ).toThrow(
      /SQUARE_APPLICATION_ID: is a sandbox application id but SQUARE_ENVIRONMENT is production/,
    );
    // Square settings are ignored by the test provider.
    expect(parseEnv({ SQUARE_ENVIRONMENT: 'production' }).PAYMENTS_PROVIDER).toBe('test');
  });

  it('uses the simulated metrics provider every 300 s with a fixed seed unless told otherwise', () => {
    expect(parseEnv({})).toMatchObject({
      METRICS_PROVIDER: 'simulated',
      METRICS_POLL_SECONDS: 300,
      METRICS_SEED: 92651,
    });
    expect(parseEnv({ METRICS_POLL_SECONDS: '60', METRICS_SEED: '7' })).toMatchObject({
      METRICS_POLL_SECONDS: 60,
      METRICS_SEED: 7,
    });
    expect(() => parseEnv({ METRICS_PROVIDER: 'tiktok' })).toThrow(
      /METRICS_PROVIDER: must be simulated or instagram/,
    );
    expect(() => parseEnv({ METRICS_POLL_SECONDS: '1' })).toThrow(/METRICS_POLL_SECONDS/);
    expect(() => parseEnv({ METRICS_SEED: 'lucky' })).toThrow(/METRICS_SEED/);
  });

  it('wants INSTAGRAM_ACCESS_TOKEN with METRICS_PROVIDER=instagram, and an http(s) Graph URL', () => {
    expect(
      parseEnv({
        METRICS_PROVIDER: 'instagram',
        INSTAGRAM_ACCESS_TOKEN: 'EAAG-token',
        INSTAGRAM_GRAPH_URL: 'http://127.0.0.1:9000/v21.0',
      }),
    ).toMatchObject({
      METRICS_PROVIDER: 'instagram',
      INSTAGRAM_ACCESS_TOKEN: 'EAAG-token',
      INSTAGRAM_GRAPH_URL: 'http://127.0.0.1:9000/v21.0',
    });
    expect(
      parseEnv({ METRICS_PROVIDER: 'instagram', INSTAGRAM_ACCESS_TOKEN: 'x' }).INSTAGRAM_GRAPH_URL,
    ).toBeUndefined();
    let error: unknown;
    try {
      parseEnv({ METRICS_PROVIDER: 'instagram', INSTAGRAM_ACCESS_TOKEN: ' ', PORT: 'eighty' });
    } catch (caught) {
      error = caught;
    }
    expect((error as EnvError).problems).toEqual([
      expect.stringMatching(/^PORT: /),
      'INSTAGRAM_ACCESS_TOKEN: is required when METRICS_PROVIDER is instagram',
    ]);
    expect(() =>
      parseEnv({
        METRICS_PROVIDER: 'instagram',
        INSTAGRAM_ACCESS_TOKEN: 'x',
        INSTAGRAM_GRAPH_URL: 'ftp://x',
      }),
    ).toThrow(/INSTAGRAM_GRAPH_URL: must be an http\(s\) URL/);
  });

  it('wants ADMIN_USERNAME and ADMIN_PASSWORD together, with a password of 6+ characters', () => {
    expect(() => parseEnv({ ADMIN_USERNAME: 'boss' })).toThrow(
      /ADMIN_USERNAME and ADMIN_PASSWORD must be set together/,
    );
    expect(() => parseEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: '123' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('bounds the shutdown by SHUTDOWN_TIMEOUT_MS, still reading the older SHUTDOWN_TIMEOUT_SECONDS', () => {
    expect(shutdownTimeoutMs(parseEnv({}))).toBe(10_000);
    expect(shutdownTimeoutMs(parseEnv({ SHUTDOWN_TIMEOUT_MS: '2500' }))).toBe(2_500);
    expect(shutdownTimeoutMs(parseEnv({ SHUTDOWN_TIMEOUT_SECONDS: '4' }))).toBe(4_000);
    expect(
      shutdownTimeoutMs(parseEnv({ SHUTDOWN_TIMEOUT_SECONDS: '4', SHUTDOWN_TIMEOUT_MS: '1500' })),
    ).toBe(1_500);
  });

  it('reads LOG_FORMAT: json or pretty, unset (empty) to follow the terminal', () => {
    expect(parseEnv({}).LOG_FORMAT).toBeUndefined();
    expect(parseEnv({ LOG_FORMAT: '' }).LOG_FORMAT).toBeUndefined();
    expect(parseEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(parseEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => parseEnv({ LOG_FORMAT: 'text' })).toThrow('LOG_FORMAT: must be json or pretty');
  });

  it('keeps metrics off the public port unless METRICS_PORT or METRICS_TOKEN says otherwise', () => {
    const env = parseEnv({});
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(env.LOG_PROBES).toBe(false);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16 characters',
    );
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-long-enough-token' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_TOKEN: 'a-long-enough-token',
    });
  });
});
