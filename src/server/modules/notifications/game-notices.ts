import { type SQL, sql } from 'drizzle-orm';
import { PRIZE_PRICE_TEXT } from '../../../shared/pricing';
import { formatShopTime } from '../../../shared/shop-time';

/**
 * How one notification of a fan-out reads, as SQL over the recipient row `r` (see `notifyMany`):
 * the words users see live here, in the notifications module, never in the caller's SQL.
 */
export interface Notice {
  type: SQL;
  title: SQL;
  message: SQL;
  actionUrl: SQL;
  actionText: SQL;
}

/**
 * A notice sent to audiences (`notifyAudiences`): stored once per audience under its `key`, its
 * texts rendered for each member when their bell is read, over `r` = (product_name: the stored
 * subject, and the member's rank and score from the audience). Every such notice is listed in
 * `audienceNotices`, which the bell's query renders from.
 */
export interface AudienceNotice extends Notice {
  key: string;
}

/**
 * The competition notices. Their recipients are rows of (user_id, product_id, game_id,
 * product_name, rank, score): one per entrant; rank and score are read by `result` only.
 */
export const gameNotices = {
  /** Every entrant, when the last seat is taken: the start time as the shop's clock shows it. */
  ready(startTime: Date): Notice {
    // The shop's time with its zone, as every screen shows it: 'starts at 3:00 PM PDT'.
    const time = formatShopTime(startTime);
    return {
      type: sql`'game_ready'`,
      title: sql`'Game Ready to Start!'`,
      message: sql`'The game for ' || r.product_name || ${` is full and starts at ${time}.`}`,
      actionUrl: sql`'/scoreboard?tab=my-games'`,
      actionText: sql`'My games'`,
    };
  },
  /** Every entrant, when the game's hour begins. */
  started: {
    key: 'game_started',
    type: sql`'game_started'`,
    title: sql`'Game Started!'`,
    message: sql`'The game for ' || r.product_name || ' has started. Follow your team live!'`,
    actionUrl: sql`'/scoreboard?tab=active'`,
    actionText: sql`'Watch live'`,
  } satisfies AudienceNotice,
  /** Every entrant, when the game is settled: the winner (rank 1) won, the others lost. */
  result: {
    key: 'game_result',
    type: sql`case when r.rank = 1 then 'game_won' else 'game_lost' end`,
    title: sql`case when r.rank = 1 then 'Congratulations! You Won!' else 'Game Ended' end`,
    message: sql`case when r.rank = 1
      then 'Your team won ' || r.product_name || ${`! Claim it in your cart for ${PRIZE_PRICE_TEXT}, or donate it.`}
      else 'Better luck next time! Your team finished #' || r.rank || ' with ' || r.score || ' points.'
    end`,
    actionUrl: sql`case when r.rank = 1 then '/cart' else '/scoreboard?tab=my-games' end`,
    actionText: sql`case when r.rank = 1 then 'Claim prize' else 'My games' end`,
  } satisfies AudienceNotice,
} as const;

/** Every audience notice, by key: what the bell renders audience notifications from. */
export const audienceNotices: readonly AudienceNotice[] = [gameNotices.started, gameNotices.result];
