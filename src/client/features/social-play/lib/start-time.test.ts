import { describe, expect, it } from 'vitest';
import { startTimeText } from './start-time';

describe('startTimeText', () => {
  const now = new Date('2026-03-02T20:30:00.000Z'); // 12:30 PM in Laguna Beach

  it('says today or the day, with the time in the viewer zone', () => {
    expect(startTimeText('2026-03-02T21:00:00.000Z', now, 'America/Los_Angeles')).toBe(
      'Starts today at 1:00 PM',
    );
    expect(startTimeText('2026-03-03T09:00:00.000Z', now, 'America/Los_Angeles')).toBe(
      'Starts Tue, Mar 3 at 1:00 AM',
    );
  });

  it('says nothing for a bad time', () => {
    expect(startTimeText('not a time', now)).toBe('');
  });
});
