import path from 'node:path';

/**
 * The block `npm start` ends with once the server listens: where the shop is, where
 * its data lives, how to sign in, how to stop. Printed last, so nothing scrolls it away before the
 * first request.
 */

/** An account this start created, whose password can be shown this once (it is stored hashed). */
export interface ShownAccount {
  /** What it is, e.g. "Demo admin". */
  label: string;
  username: string;
  password: string;
  /** The admin step-up PIN, for an admin account. */
  pin?: string | null | undefined;
}

export interface BannerInput {
  url: string;
  /** Where the data lives, as `describeDatabase` puts it. */
  data: string;
  /** The accounts created by this start (the demo's, on a fresh database). */
  accounts: readonly ShownAccount[];
  /** ADMIN_USERNAME, when the admin comes from the environment. */
  adminUsername?: string | undefined;
  color?: boolean;
}

/** The address a person types: localhost for the loopback and wildcard addresses. */
export function shopUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const shown = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** The embedded database's folder, or the PostgreSQL server and database (never the password). */
export function describeDatabase(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  if (!env.DATABASE_URL) return `embedded PostgreSQL in ${path.resolve(env.DATA_DIR)}`;
  try {
    const url = new URL(env.DATABASE_URL);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `PostgreSQL ${user}${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** One line per account, labels aligned: `    Demo admin:  username admin   password …   admin PIN …`. */
export function accountLines(accounts: readonly ShownAccount[]): string[] {
  const width = Math.max(...accounts.map((account) => account.label.length + 1));
  return accounts.map((account) => {
    const pin = account.pin ? `   admin PIN ${account.pin}` : '';
    const label = `${account.label}:`.padEnd(width);
    return `    ${label}  username ${account.username}   password ${account.password}${pin}`;
  });
}

export function formatBanner(input: BannerInput): string {
  const bold = (text: string) => (input.color ? `\u001b[1m${text}\u001b[22m` : text);
  const cyan = (text: string) => (input.color ? `\u001b[36m${text}\u001b[39m` : text);
  const signIn =
    input.accounts.length > 0
      ? [
          `  ${bold('Sign in')}  (shown only this once; stored hashed)`,
          ...accountLines(input.accounts),
        ]
      : input.adminUsername
        ? [`  ${bold('Sign in')}  as ${input.adminUsername} with ADMIN_PASSWORD (PIN: ADMIN_PIN)`]
        : [
            `  ${bold('Sign in')}  with the admin password and PIN printed on the first start.`,
            '           New ones: stop the shop and run `npm run admin:reset`, or start it with',
            '           ADMIN_USERNAME=admin ADMIN_PASSWORD=... ADMIN_PIN=... (12 digits).',
          ];
  return [
    '',
    `  ${bold('Social Market is running at')} ${cyan(input.url)}`,
    '',
    `  ${bold('Data')}     ${input.data}`,
    ...signIn,
    `  ${bold('Stop')}     Ctrl+C`,
    '',
    '',
  ].join('\n');
}
