import { describe, expect, it } from 'vitest';
import { chooseLogFormat, readableMessage, wantsColor } from './log-output';

describe('log output (issue 41)', () => {
  it('is readable on a terminal and JSON anywhere else, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes a request as its method, URL, status and time', () => {
    expect(
      readableMessage({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/products?type=book' },
        res: { statusCode: 200 },
        responseTime: 12.6,
      }),
    ).toBe('GET /api/products?type=book 200 13 ms');
    expect(
      readableMessage({
        msg: 'request errored',
        req: { method: 'POST', url: '/api/orders' },
        res: { statusCode: 500 },
        responseTime: 3,
      }),
    ).toBe('request errored (POST /api/orders 500 3 ms)');
    expect(readableMessage({ msg: 'demo data loaded', products: 65 })).toBe('demo data loaded');
  });

  it('colours a terminal unless NO_COLOR; FORCE_COLOR colours a pipe', () => {
    expect(wantsColor(true, {})).toBe(true);
    expect(wantsColor(false, {})).toBe(false);
    expect(wantsColor(true, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColor(false, { FORCE_COLOR: '3' })).toBe(true);
    expect(wantsColor(true, { FORCE_COLOR: '0' })).toBe(false);
  });
});
