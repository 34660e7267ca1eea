import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../tests/fixtures/server';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'sm-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>Social Market</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(clientDir, 'assets', 'index-AbCdEf12.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ clientDir }, (app) => {
    app.get('/api/test-crash', async () => {
      throw new Error('secret internal detail');
    });
  });
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers {status: ok} while the process serves (liveness; readiness is /readyz)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('sends one CSP, frame-ancestors none and nosniff on every response', async () => {
    for (const url of ['/healthz', '/api/user', '/welcome', '/api/nowhere']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('cross-origin writes', () => {
  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { username: 'a', password: 'secret1' },
    });

  it('refuses state-changing requests from another origin with 403', async () => {
    const crossOrigin: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossOrigin) {
      const response = await login(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-origin request refused' });
    }
  });

  it('lets same-origin browsers and header-less clients through', async () => {
    expect((await login({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(
      401,
    );
    expect((await login({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(401);
    expect((await login({})).statusCode).toBe(401);
  });

  it('still allows cross-origin reads (they carry no side effects)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('hides internals on a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('secret internal detail');
  });

  it('answers an oversized body with 413 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type' });
  });
});

describe('the SPA', () => {
  it('answers every unknown page path with index.html, uncached (history fallback)', async () => {
    // A product, game or influencer id that doesn't exist is a 404 (modules/seo's tests).
    for (const url of ['/', '/welcome', '/auth?next=/profile', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets immutable and compressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-12345678.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves the SPA to signed-in users the same way', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/profile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});
