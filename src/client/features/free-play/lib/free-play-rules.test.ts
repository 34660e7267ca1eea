import { describe, expect, it } from 'vitest';
import {
  estimateDeadline,
  formatCountdown,
  freePlayTexts,
  gameIdFromSearch,
  gamePollMs,
  hasPlayerName,
  normalizeGameId,
  quarterAt,
  startButtonLabel,
  startedToast,
  toggleTeamMember,
} from './free-play-rules';

describe('formatCountdown', () => {
  it("reads in the shop's one countdown format, never below 0m 00s", () => {
    expect(formatCountdown(86_400)).toBe('1d 00h 00m 00s');
    expect(formatCountdown(86_399)).toBe('23h 59m 59s');
    expect(formatCountdown(3_601)).toBe('1h 00m 01s');
    expect(formatCountdown(7_265)).toBe('2h 01m 05s');
    expect(formatCountdown(3_599)).toBe('59m 59s');
    expect(formatCountdown(599)).toBe('9m 59s');
    expect(formatCountdown(9)).toBe('0m 09s');
    expect(formatCountdown(-5)).toBe('0m 00s');
    expect(formatCountdown(59.7)).toBe('0m 59s');
  });
});

describe('quarterAt', () => {
  const day = 86_400;
  it('counts 6-hour blocks elapsed of the 24-hour game, from 1 to 4', () => {
    expect(quarterAt(day, day)).toBe(1);
    expect(quarterAt(day, day - 21_599)).toBe(1);
    expect(quarterAt(day, day - 21_600)).toBe(2);
    expect(quarterAt(day, 43_200)).toBe(3);
    expect(quarterAt(day, 21_600)).toBe(4);
    expect(quarterAt(day, 1)).toBe(4);
    expect(quarterAt(day, 0)).toBe(4);
  });

  it('uses quarters of a quarter of a shortened game, and tolerates odd inputs', () => {
    expect(quarterAt(48, 48)).toBe(1);
    expect(quarterAt(48, 36)).toBe(2);
    expect(quarterAt(48, 25)).toBe(2);
    expect(quarterAt(48, 24)).toBe(3);
    expect(quarterAt(48, 12)).toBe(4);
    expect(quarterAt(48, 60)).toBe(1);
    expect(quarterAt(48, -3)).toBe(4);
    expect(quarterAt(0, 0)).toBe(1);
  });
});

describe('toggleTeamMember', () => {
  it('adds picks in order and removes a picked one when clicked again', () => {
    expect(toggleTeamMember([], 'sofia')).toEqual({ kind: 'selected', team: ['sofia'] });
    expect(toggleTeamMember(['sofia', 'oc_eats'], 'sofia')).toEqual({
      kind: 'removed',
      team: ['oc_eats'],
    });
  });

  it('refuses a sixth pick but still lets a full team drop one', () => {
    const full = ['a', 'b', 'c', 'd', 'e'];
    expect(toggleTeamMember(full, 'f')).toEqual({ kind: 'full' });
    expect(toggleTeamMember(full, 'c')).toEqual({ kind: 'removed', team: ['a', 'b', 'd', 'e'] });
    expect(toggleTeamMember(['a', 'b', 'c', 'd'], 'e')).toEqual({ kind: 'selected', team: full });
  });

  it("says 'Team Full' with the spec's words", () => {
    expect(freePlayTexts.teamFull).toEqual({
      title: 'Team Full',
      description: 'You can only select up to 5 influencers.',
    });
  });
});

describe('names and game ids', () => {
  it('needs a name that is not blank after trimming', () => {
    expect(hasPlayerName('')).toBe(false);
    expect(hasPlayerName('   \t')).toBe(false);
    expect(hasPlayerName(' Ana ')).toBe(true);
  });

  it('upper-cases the typed id and ignores a cancelled or empty prompt', () => {
    expect(normalizeGameId(' ab12cd ')).toBe('AB12CD');
    expect(normalizeGameId('')).toBeNull();
    expect(normalizeGameId('   ')).toBeNull();
    expect(normalizeGameId(null)).toBeNull();
  });

  it('takes a game id from the address only in the game id format', () => {
    expect(gameIdFromSearch('ab12cd')).toBe('AB12CD');
    expect(gameIdFromSearch('AB12C')).toBeNull();
    expect(gameIdFromSearch('AB12CD/x')).toBeNull();
    expect(gameIdFromSearch(null)).toBeNull();
  });
});

describe('start, polling and the start toast', () => {
  it("names the standard game 'Start 24-Hour Game' and a shortened one by its length", () => {
    expect(startButtonLabel(86_400)).toBe('Start 24-Hour Game');
    expect(startButtonLabel(3_600)).toBe('Start 1-Hour Game');
    expect(startButtonLabel(120)).toBe('Start 2-Minute Game');
    expect(startButtonLabel(45)).toBe('Start 45-Second Game');
  });

  it('polls fast while players gather, every 5 minutes while playing, closely once time is up', () => {
    expect(gamePollMs(undefined)).toBe(5_000);
    expect(gamePollMs({ status: 'waiting', timeLeftSeconds: null })).toBe(5_000);
    expect(gamePollMs({ status: 'playing', timeLeftSeconds: 80_000 })).toBe(300_000);
    expect(gamePollMs({ status: 'playing', timeLeftSeconds: 0 })).toBe(2_000);
    expect(gamePollMs({ status: 'finished', timeLeftSeconds: null })).toBe(false);
  });

  it('reads again just after the end when the game ends before the next 5-minute poll', () => {
    expect(gamePollMs({ status: 'playing', timeLeftSeconds: 30 })).toBe(31_000);
    expect(gamePollMs({ status: 'playing', timeLeftSeconds: 1 })).toBe(2_000);
  });

  it('says honestly when baselines start at 0 because no metrics existed', () => {
    expect(startedToast(false, 'instagram').description).toBe(
      'No Instagram metrics were recorded yet, so every baseline starts at 0. Quarter 1 has begun.',
    );
    expect(startedToast(true, 'instagram').description).toBe(
      'Baselines recorded from the latest Instagram metrics. Quarter 1 has begun.',
    );
  });

  it('never claims Instagram metrics while they are simulated', () => {
    expect(startedToast(true, 'simulated')).toEqual({
      title: 'Game Started!',
      description: 'Baselines recorded from the latest simulated metrics. Quarter 1 has begun.',
    });
    expect(startedToast(false, 'simulated').description).toBe(
      'No simulated metrics were recorded yet, so every baseline starts at 0. Quarter 1 has begun.',
    );
    // Before the source is known: no claim either way.
    expect(startedToast(true, undefined).description).toBe(
      'Baselines recorded from the latest metrics. Quarter 1 has begun.',
    );
    expect(freePlayTexts.quarterStarted(2, 'simulated')).toEqual({
      title: 'Quarter 2 Started!',
      description: 'Fresh simulated metrics loading...',
    });
    expect(freePlayTexts.quarterStarted(3, 'instagram').description).toBe(
      'Fresh Instagram metrics loading...',
    );
  });
});

describe('estimateDeadline', () => {
  const endsAt = '2026-07-04T18:00:48.000Z';
  const end = Date.parse(endsAt);

  it("trusts the server's end time when the device clock agrees with it", () => {
    expect(estimateDeadline(null, end - 37_400, 38, endsAt)).toBe(end);
  });

  it('keeps the earliest estimate on a device whose clock is off', () => {
    const skew = 3_600_000;
    const first = estimateDeadline(null, end + skew - 37_400, 38, endsAt);
    expect(first).toBe(end + skew + 600);
    // A later, slower answer must not move the end (and the countdown) back.
    expect(estimateDeadline(first, end + skew - 20_100, 21, endsAt)).toBe(first);
    expect(estimateDeadline(first, end + skew - 20_000, 20, endsAt)).toBe(end + skew);
  });
});
