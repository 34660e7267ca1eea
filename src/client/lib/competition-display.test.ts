import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  barWidthPercent,
  clockText,
  competitionPollMs,
  likesSplit,
  positionText,
  progressPercent,
  remainingText,
  stateText,
  waitingText,
} from './competition-display';

const now = new Date('2026-03-02T13:00:00.000Z');

describe('competition display rules (shopper.md section 4)', () => {
  it('writes the waiting line and caps progress at 100%', () => {
    expect(waitingText(3, 10)).toBe('Waiting for 7 more participants. (3/10 entries)');
    expect(waitingText(1, 2)).toBe('Waiting for 1 more participant. (1/2 entries)');
    expect(waitingText(0, 1000)).toBe('Waiting for 1,000 more participants. (0/1,000 entries)');
    expect(progressPercent(5, 10)).toBe(50);
    expect(progressPercent(12, 10)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });

  it('counts down in the one format (1h 01m 05s left), then says it ended', () => {
    expect(remainingText('2026-03-02T14:01:05.000Z', now)).toBe('1h 01m 05s left');
    expect(remainingText('2026-03-02T13:01:21.000Z', now)).toBe('1m 21s left');
    expect(remainingText('2026-03-02T13:00:00.000Z', now)).toBe('Competition ended');
    expect(clockText('2026-03-02T13:59:59.000Z', now)).toBe('59m 59s');
    expect(clockText('2026-03-02T12:00:00.000Z', now)).toBe('0m 00s');
  });

  it('says the right thing in every state', () => {
    const base = { entriesCount: 2, requiredParticipants: 10, endTime: null };
    expect(stateText({ ...base, gameStatus: 'waiting' }, now)).toBe(
      'Waiting for 8 more participants. (2/10 entries)',
    );
    expect(stateText({ ...base, entriesCount: 10, gameStatus: 'waiting' }, now)).toBe(
      'Game starting soon!',
    );
    const live = { ...base, gameStatus: 'active' as const, endTime: '2026-03-02T13:30:00.000Z' };
    expect(stateText(live, now)).toBe('30m 00s left');
    expect(stateText(live, now, 'play')).toBe('30m 00s');
    expect(stateText({ ...live, endTime: '2026-03-02T12:59:00.000Z' }, now, 'play')).toBe(
      'Game ended!',
    );
    expect(stateText({ ...base, gameStatus: 'completed' }, now)).toBe('Competition completed!');
    expect(stateText({ ...base, gameStatus: 'completed' }, now, 'play')).toBe('Game completed!');
    // The spec's 'any other status' line would tell a cancelled game's players it starts soon:
    // it says what happened instead.
    expect(stateText({ ...base, gameStatus: 'cancelled' }, now)).toBe(
      'Game cancelled: every entry was refunded.',
    );
  });

  it('polls 10 s live, 30 s waiting, never once completed', () => {
    expect(competitionPollMs('active')).toBe(10_000);
    expect(competitionPollMs('waiting')).toBe(30_000);
    expect(competitionPollMs(undefined)).toBe(300_000);
    expect(competitionPollMs('completed')).toBe(false);
  });

  it('abbreviates with K and M, sizes bars relative to the leader (min 5%), splits likes', () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(1234)).toBe('1.2K');
    expect(abbreviate(2_000_000)).toBe('2M');
    expect(barWidthPercent(50, 200)).toBe(25);
    expect(barWidthPercent(1, 200)).toBe(5);
    expect(barWidthPercent(0, 0)).toBe(5);
    expect(likesSplit(1000)).toEqual([600, 200, 150]);
    expect(positionText(2, 7)).toBe('Position: 2 of 7');
  });
});
