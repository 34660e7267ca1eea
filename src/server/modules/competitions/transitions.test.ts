import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { COMPETITION_MOVES, type CompetitionStatus } from '../../../shared/competition-rules';
import { moveSql, OPEN_STATUSES_SQL } from './transitions';

const render = (fragment: Parameters<PgDialect['sqlToQuery']>[0]) =>
  new PgDialect().sqlToQuery(fragment).sql;

describe('moveSql', () => {
  it('gives the guard and the target of a move in the table as literals', () => {
    const start = moveSql(COMPETITION_MOVES.start);
    expect(render(start.from)).toBe("'waiting'");
    expect(render(start.to)).toBe("'active'");
    expect(render(OPEN_STATUSES_SQL)).toBe("('waiting', 'active')");
  });

  it('refuses a hand-made move outside the table before any SQL exists', () => {
    const backwards = { from: 'completed', to: 'active' } as const;
    expect(() => moveSql(backwards)).toThrow('A competition cannot move from completed to active');
    expect(() =>
      moveSql({ from: 'waiting', to: "x'; drop table plays; --" as CompetitionStatus }),
    ).toThrow();
  });
});
