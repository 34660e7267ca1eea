import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  inProcessRequestHeaders,
  isFileRequest,
  loggerOptions,
  RequestLogController,
} from './logging';

/** A Fastify app logging at `level` as the server does, with the lines it writes. */
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const app = Fastify({
    logger: loggerOptions(level, stream),
    logController: new RequestLogController(),
  });
  app.get('/api/brands', async () => ({ brands: [] }));
  app.get('/api/broken', async () => {
    throw new Error('boom');
  });
  app.get('/assets/*', async () => 'console.log(1)');
  app.get('/images/:file', async () => 'picture');
  await app.ready();
  const requests = () => lines.filter((line) => line.req);
  return { app, requests };
}

describe('request logs (issue 41)', () => {
  it('at info: one line per request, when it completes, with its method, URL, status and time', async () => {
    const { app, requests } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/api/brands?token=abc' });
    expect(requests()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/brands?token=[Redacted]' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    await app.close();
  });

  it('files served and the server render’s in-process calls only at debug; failures always', async () => {
    const { app, requests } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    await app.inject({ method: 'GET', url: '/images/ab12.webp?w=400' });
    await app.inject({ method: 'GET', url: '/api/brands', headers: inProcessRequestHeaders() });
    expect(requests()).toEqual([]);

    // A made-up marker from outside does not hide a request; a missing file and an error show.
    await app.inject({
      method: 'GET',
      url: '/api/brands',
      headers: { 'x-in-process-request': 'x' },
    });
    await app.inject({ method: 'GET', url: '/icons/missing.png' });
    await app.inject({ method: 'GET', url: '/api/broken' });
    expect(requests().map((line) => [line.level, (line.req as { url: string }).url])).toEqual([
      [30, '/api/brands'],
      [30, '/icons/missing.png'],
      [50, '/api/broken'],
      [30, '/api/broken'],
    ]);
    await app.close();

    const debug = await appLogging('debug');
    await debug.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(debug.requests().map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    await debug.app.close();
  });

  it('tells a file from a page or an API call by the extension of the path’s last segment', () => {
    expect(isFileRequest('GET', '/assets/client-C1s1KE6u.css')).toBe(true);
    expect(isFileRequest('GET', '/images/5f1e.jpg?w=640')).toBe(true);
    expect(isFileRequest('HEAD', '/manifest.webmanifest')).toBe(true);
    expect(isFileRequest('GET', '/product/12')).toBe(false);
    expect(isFileRequest('GET', '/home?from=a.b')).toBe(false);
    expect(isFileRequest('GET', '/api/invoices/7.pdf')).toBe(false);
    expect(isFileRequest('POST', '/images/upload.jpg')).toBe(false);
  });
});
