import { describe, expect, it } from 'vitest';
import { startTimeText } from './start-time';

describe('startTimeText', () => {
  it("says today or the day, in the shop's time with its zone", () => {
    const now = new Date('2026-03-02T18:00:00.000Z'); // 10:00 AM PST, Monday
    expect(startTimeText('2026-03-02T21:00:00.000Z', now)).toBe('Starts today at 1:00 PM PST');
    expect(startTimeText('2026-03-03T09:00:00.000Z', now)).toBe('Starts Tue, Mar 3 at 1:00 AM PST');
    expect(startTimeText('2026-07-02T21:00:00.000Z', now)).toBe('Starts Thu, Jul 2 at 2:00 PM PDT');
  });

  it('is empty for an unreadable time', () => {
    expect(startTimeText('not a time', new Date())).toBe('');
  });
});
