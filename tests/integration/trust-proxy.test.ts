import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueUsername } from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

/*
 * Issue 36, item 6 (decision 0061): X-Forwarded-For and -Proto are believed from the proxy's
 * addresses only (TRUST_PROXY=<addresses or CIDR ranges>), so a client that reaches the process
 * directly cannot name its own address and walk around the per-IP limits, nor claim https.
 */

const PROXY = '10.0.0.2';
const LIMIT = 2;
let trusted: TestApp;
let believesAnyone: TestApp;

beforeAll(async () => {
  [trusted, believesAnyone] = await Promise.all([
    createTestApp({ trustProxy: [PROXY, '192.168.50.0/24'], authRateLimitPerIp: LIMIT }),
    createTestApp({ trustProxy: true, authRateLimitPerIp: LIMIT }),
  ]);
});
afterAll(() => Promise.all([trusted.close(), believesAnyone.close()]));

const register = (t: TestApp, from: string, forwardedFor: string, proto = 'https') =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto },
    payload: { username: uniqueUsername('proxy'), password: 'correct-horse' },
  });

describe('TRUST_PROXY by address', () => {
  it('takes the client address and https from the proxy', async () => {
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      const answer = await register(trusted, PROXY, client);
      expect(answer.statusCode, client).toBe(201);
      expect(String(answer.headers['set-cookie'])).toContain('Secure');
    }
    // A range: any peer in 192.168.50.0/24.
    expect((await register(trusted, '192.168.50.7', '198.51.100.5')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For from a client that reaches the process directly: it is limited as itself', async () => {
    const direct = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      answers.push(await register(trusted, direct, `198.51.100.${50 + i}`));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
    expect(answers[LIMIT]?.json()).toMatchObject({
      message: 'Too many requests. Please wait a minute and try again.',
    });
    // Nor is its X-Forwarded-Proto believed: no Secure cookie over what was plain http.
    expect(String(answers[0]?.headers['set-cookie'])).toMatch(/sm_session=/);
    expect(String(answers[0]?.headers['set-cookie'])).not.toContain('Secure');
  });

  it('with TRUST_PROXY=true (warned about at start) the same client walks around the limit', async () => {
    const direct = '203.0.113.8';
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await register(believesAnyone, direct, `198.51.100.${80 + i}`)).statusCode).toBe(201);
    }
  });
});
