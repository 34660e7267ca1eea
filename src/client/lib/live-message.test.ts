import { describe, expect, it } from 'vitest';
import { liveServerMessageSchema } from '../../shared/contracts/live';
import { readLiveServerMessage } from './live-message';

const samples: unknown[] = [
  { type: 'event', topic: 'games', id: '1', version: 3 },
  { type: 'event', topic: 'competition:7', id: 'x', version: 1.5, view: { id: 7 } },
  { type: 'event', topic: 'games', id: '1', version: 3, extra: true },
  { type: 'event', topic: 'games', id: '1', version: 3, view: null },
  { type: 'event', topic: '', id: '1', version: 3 },
  { type: 'event', topic: 't'.repeat(200), id: '1', version: 3 },
  { type: 'event', topic: 't'.repeat(201), id: '1', version: 3 },
  { type: 'event', topic: 'games', id: 'i'.repeat(100), version: 3 },
  { type: 'event', topic: 'games', id: 'i'.repeat(101), version: 3 },
  { type: 'event', topic: 'games', id: 1, version: 3 },
  { type: 'event', topic: 'games', id: '1', version: '3' },
  { type: 'event', topic: 'games', id: '1', version: Number.POSITIVE_INFINITY },
  { type: 'event', topic: 'games', id: '1', version: Number.NaN },
  { type: 'event', topic: 'games', id: '1' },
  { type: 'event', topic: 'games' },
  { type: 'subscribed', topic: 'games' },
  { type: 'subscribed', topic: '' },
  { type: 'subscribed' },
  { type: 'error', message: 'Unknown topic', topic: 'nope' },
  { type: 'error', message: 'Bad message' },
  { type: 'error', message: 'Bad message', topic: '' },
  { type: 'error', message: 3 },
  { type: 'error' },
  { type: 'pong' },
  { type: 'pong', at: 1 },
  { type: 'ping' },
  { type: 'EVENT', topic: 'games', id: '1', version: 3 },
  {},
  [],
  [{ type: 'pong' }],
  null,
  undefined,
  'pong',
  42,
];

describe('readLiveServerMessage', () => {
  it('answers as the contract schema does, for messages and for anything else', () => {
    for (const sample of samples) {
      const parsed = liveServerMessageSchema.safeParse(sample);
      expect(readLiveServerMessage(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
