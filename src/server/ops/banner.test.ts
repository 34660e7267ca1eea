import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDatabase, formatBanner, shopUrl } from './banner';

describe('the start banner (issue 41)', () => {
  it('on a first start: the URL, where the data lives, each new account’s sign-in once, how to stop', () => {
    const banner = formatBanner({
      url: 'http://localhost:3000',
      data: 'embedded PostgreSQL in /srv/shop/data',
      accounts: [
        { label: 'Demo admin', username: 'admin', password: 'pa55word', pin: '123456789012' },
        { label: 'Demo shopper', username: 'shopper', password: 's3cret' },
      ],
    });
    expect(banner).toBe(
      [
        '',
        '  Social Market is running at http://localhost:3000',
        '',
        '  Data     embedded PostgreSQL in /srv/shop/data',
        '  Sign in  (shown only this once; stored hashed)',
        '    Demo admin:    username admin   password pa55word   admin PIN 123456789012',
        '    Demo shopper:  username shopper   password s3cret',
        '  Stop     Ctrl+C',
        '',
        '',
      ].join('\n'),
    );
  });

  it('on a later start: how to set new credentials; with ADMIN_USERNAME: whose they are', () => {
    const later = formatBanner({ url: 'http://localhost:3000', data: 'x', accounts: [] });
    expect(later).toContain(
      'Sign in  with the admin password and PIN printed on the first start.\n' +
        '           New ones: stop the shop and run `npm run admin:reset`, or start it with\n' +
        '           ADMIN_USERNAME=admin ADMIN_PASSWORD=... ADMIN_PIN=... (12 digits).',
    );
    const configured = formatBanner({
      url: 'http://localhost:3000',
      data: 'x',
      accounts: [],
      adminUsername: 'owner',
    });
    expect(configured).toContain('Sign in  as owner with ADMIN_PASSWORD (PIN: ADMIN_PIN)');
  });

  it('colours only when asked', () => {
    const plain = formatBanner({ url: 'http://localhost:1', data: 'x', accounts: [] });
    expect(plain).not.toContain('\u001b[');
    const coloured = formatBanner({
      url: 'http://localhost:1',
      data: 'x',
      accounts: [],
      color: true,
    });
    expect(coloured).toContain('\u001b[36mhttp://localhost:1\u001b[39m');
  });

  it('names the embedded folder, or the PostgreSQL server without its password', () => {
    expect(describeDatabase({ DATA_DIR: './data' })).toBe(
      `embedded PostgreSQL in ${path.resolve('./data')}`,
    );
    expect(
      describeDatabase({
        DATA_DIR: './data',
        DATABASE_URL: 'postgres://shop:hunter2@db:5432/shop',
      }),
    ).toBe('PostgreSQL shop@db:5432/shop');
  });

  it('shows localhost for the loopback and wildcard addresses', () => {
    expect(shopUrl('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(shopUrl('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(shopUrl('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
    expect(shopUrl('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
  });
});
