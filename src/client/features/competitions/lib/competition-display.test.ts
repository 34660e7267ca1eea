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
    expect(progressPercent(5, 10)).toBe(50);
    expect(progressPercent(12, 10)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });

  it('counts down as Xh Ym Zs and hh:mm:ss, then says it ended', () => {
    expect(remainingText('2026-03-02T14:01:05.000Z', now)).toBe('1h 1m 5s remaining');
    expect(remainingText('2026-03-02T13:00:00.000Z', now)).toBe('Competition ended');
    expect(clockText('2026-03-02T13:59:59.000Z', now)).toBe('00:59:59');
    expect(clockText('2026-03-02T12:00:00.000Z', now)).toBe('00:00:00');
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
    expect(stateText(live, now)).toBe('0h 30m 0s remaining');
    expect(stateText(live, now, 'play')).toBe('00:30:00');
    expect(stateText({ ...live, endTime: '2026-03-02T12:59:00.000Z' }, now, 'play')).toBe(
      'Game ended!',
    );
    expect(stateText({ ...base, gameStatus: 'completed' }, now)).toBe('Competition completed!');
    expect(stateText({ ...base, gameStatus: 'completed' }, now, 'play')).toBe('Game completed!');
    expect(stateText({ ...base, gameStatus: 'cancelled' }, now)).toBe('Game starting soon!');
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
