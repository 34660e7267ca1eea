import { z } from 'zod';
import { TEAM_SIZE } from '../competition-rules';
import { competitionMessages, LEADERBOARD_PAGE_MAX, LEADERBOARD_TOP } from '../competition-texts';
import { productSchema } from './catalog';
import { integerTextSchema, rowIdSchema } from './numbers';

export {
  competitionErrorCodes,
  competitionMessages,
  LEADERBOARD_PAGE_MAX,
  LEADERBOARD_TOP,
} from '../competition-texts';

export const competitionStatusSchema = z.enum(['waiting', 'active', 'completed', 'cancelled']);

/** POST /api/plays */
export const playRequestSchema = z.object({
  productId: rowIdSchema('Product not found'),
  influencerIds: z
    .array(z.string().trim().min(1).max(60), { error: competitionMessages.exactlyFive })
    .length(TEAM_SIZE, competitionMessages.exactlyFive)
    .refine((ids) => new Set(ids).size === ids.length, competitionMessages.exactlyFive),
  /**
   * The shopper confirmed a free entry: if the credit is gone the entry is refused
   * (409 FREE_ENTRY_GONE) instead of charged. Without it a credit is still used when there is one.
   */
  freeEntry: z.boolean().optional(),
});
export type PlayRequest = z.infer<typeof playRequestSchema>;

export const playResultSchema = z.object({
  playId: z.number().int(),
  competitionId: z.number().int(),
  /** Null for a free entry. */
  paymentId: z.number().int().nullable(),
  invoiceId: z.number().int(),
  /** Paid by a free-entry credit: nothing was charged. */
  free: z.boolean(),
});
export type PlayResult = z.infer<typeof playResultSchema>;

/** POST /api/payments (the spec's client calls it after POST /api/plays); never charges. */
export const playPaymentRequestSchema = z.object({
  productId: rowIdSchema('Product not found'),
  amount: z.number().finite().optional(),
  type: z.literal('play', { error: "type must be 'play'" }),
});
export const playPaymentSchema = z.object({
  id: z.number().int(),
  playId: z.number().int(),
  competitionId: z.number().int(),
  amount: z.number(),
  status: z.string(),
  type: z.literal('play'),
  createdAt: z.string(),
});

/** A play (entry) as the spec lists them, with its team's current score and rank. */
export const playSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  competitionId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  influencerIds: z.array(z.string()),
  /** Team score so far (0 while waiting); the final score once completed. */
  score: z.number(),
  rank: z.number().int(),
  createdAt: z.string(),
});
export type Play = z.infer<typeof playSchema>;

/** Paging of a leaderboard: offset from the best rank, and a page size. */
export const leaderboardQuerySchema = z.object({
  offset: integerTextSchema('offset must be a whole number from 0', 0, 1_000_000).default(0),
  limit: integerTextSchema(
    `limit must be a whole number from 1 to ${LEADERBOARD_PAGE_MAX}`,
    1,
    LEADERBOARD_PAGE_MAX,
  ).default(LEADERBOARD_TOP),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** The product's last finished competition (JSON field `lastGame`): who won with what score, and how the viewer did. */
export const lastCompetitionSchema = z.object({
  id: z.number().int(),
  endTime: z.string().nullable(),
  entriesCount: z.number().int(),
  winner: z
    .object({ userId: z.number().int(), username: z.string(), score: z.number() })
    .nullable(),
  /** The viewer's own result, when signed in and in that game. */
  mine: z.object({ rank: z.number().int(), score: z.number() }).nullable(),
});
export type LastCompetition = z.infer<typeof lastCompetitionSchema>;

/**
 * GET /api/products/:id/competition: the spec's Competition, plus ids and counts. `plays` is the
 * top of the leaderboard (LEADERBOARD_TOP) plus the viewer's own entry; `entriesCount` counts all.
 */
export const competitionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  gameStatus: competitionStatusSchema,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /**
   * When a game that has not filled is cancelled and every entry refunded; it
   * decides nothing once the game has filled.
   */
  fillDeadline: z.string(),
  requiredParticipants: z.number().int(),
  entriesCount: z.number().int(),
  entryPrice: z.number(),
  plays: z.array(playSchema),
  /** Each chosen influencer's score over the game window (0 while waiting). */
  metrics: z.array(z.object({ influencerId: z.string(), totalScore: z.number() })),
  winner: z
    .object({ playId: z.number().int(), userId: z.number().int(), username: z.string() })
    .nullable(),
  prizeOutcome: z.enum(['claimed', 'donated']).nullable(),
  /** The product's latest completed game before this one, or null (this one is the latest). */
  lastGame: lastCompetitionSchema.nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;

const competitionScoreSchema = z.object({
  playId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  score: z.number(),
  rank: z.number().int(),
  influencers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CompetitionScore = z.infer<typeof competitionScoreSchema>;

/**
 * A paid competition as the games screens list it (the spec calls this entity Game; its URLs stay
 * /api/games/*): GET /api/games/active, GET /api/games/:id. `scores` is the top of the
 * leaderboard (LEADERBOARD_TOP) plus the viewer's own entry; `participants` counts all.
 */
/**
 * The SHA-256 commitment over a started game's entries and baseline snapshot ids (src/shared/
 * results.ts), set when the game starts; null before, and for games started before it existed.
 */
export const commitmentSchema = z.object({ sha256: z.string(), createdAt: z.string() });
export type Commitment = z.infer<typeof commitmentSchema>;

export const competitionSummarySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  product: productSchema,
  status: competitionStatusSchema,
  participants: z.number().int(),
  requiredParticipants: z.number().int(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** When a game that has not filled is cancelled and every entry refunded. */
  fillDeadline: z.string(),
  scores: z.array(competitionScoreSchema),
  winner: z
    .object({ playId: z.number().int(), userId: z.number().int(), username: z.string() })
    .nullable(),
  prizeOutcome: z.enum(['claimed', 'donated']).nullable(),
  /** Once the game has started. */
  commitment: commitmentSchema.nullable(),
});
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;

const resultCountersSchema = z.object({
  snapshotId: z.number().int().nullable(),
  at: z.string().nullable(),
  posts: z.number(),
  likes: z.number(),
  shares: z.number(),
  comments: z.number(),
});

/**
 * GET /api/games/:id/results: everything a completed game's ranking comes from, so anyone can
 * recompute it (src/shared/results.ts `verifyResults`); 409 until the game has completed.
 */
export const gameResultsSchema = z.object({
  competitionId: z.number().int(),
  status: competitionStatusSchema,
  productId: z.number().int(),
  productName: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  commitment: commitmentSchema.nullable(),
  formula: z.object({
    text: z.string(),
    weights: z.object({
      posts: z.number(),
      likes: z.number(),
      shares: z.number(),
      comments: z.number(),
    }),
    influencer: z.string(),
    team: z.string(),
  }),
  entries: z.array(
    z.object({
      playId: z.number().int(),
      player: z.string(),
      enteredAt: z.string(),
      score: z.number(),
      rank: z.number().int(),
      influencers: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          baseline: resultCountersSchema,
          final: resultCountersSchema,
          score: z.number(),
        }),
      ),
    }),
  ),
  tieBreak: z.object({
    rule: z.string(),
    /** Each group of entries that scored the same, in the order they were ranked. */
    ties: z.array(z.object({ score: z.number(), playIds: z.array(z.number().int()) })),
  }),
});
export type GameResults = z.infer<typeof gameResultsSchema>;
export const competitionSummaryListSchema = z.array(competitionSummarySchema);

/** GET /api/games/:id/leaderboard?offset&limit: one page of every entry, best first. */
export const leaderboardPageSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  entries: z.array(competitionScoreSchema),
  /** The viewer's own entry wherever it ranks, when signed in and playing. */
  mine: competitionScoreSchema.nullable(),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/**
 * The public view of a live (active) competition the live channel pushes with its
 * `competition:{id}` event when new metrics move the scores (issue 16): the top of the
 * leaderboard (LEADERBOARD_TOP rows, as the screens show it) and each chosen influencer's score,
 * built once per process per poll. It carries nothing private: the viewer's own row past the top
 * stays with the client (its last fetch, refreshed lazily). `participants` is the shape's identity:
 * a client whose copy has another count, or is not active, re-fetches instead.
 */
export const competitionLiveViewSchema = z.object({
  id: z.number().int(),
  status: z.literal('active'),
  participants: z.number().int(),
  scores: z.array(competitionScoreSchema.extend({ createdAt: z.string() })),
  metrics: z.array(z.object({ influencerId: z.string(), totalScore: z.number() })),
});
export type CompetitionLiveView = z.infer<typeof competitionLiveViewSchema>;

/** GET /api/user/games: the signed-in player's entries, newest first. */
export const myCompetitionSchema = competitionSummarySchema.extend({
  myPlayId: z.number().int(),
  myScore: z.number(),
  myRank: z.number().int(),
  /** The winner may still buy the prize for $1 or donate it. */
  prizePending: z.boolean(),
});
export type MyCompetition = z.infer<typeof myCompetitionSchema>;
export const myCompetitionListSchema = z.array(myCompetitionSchema);

/** GET /api/user/free-entries: the caller's usable free entries (buy one, play free). */
export const freeEntrySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The order that earned it. */
  orderId: z.number().int(),
  grantedAt: z.string(),
});
export type FreeEntry = z.infer<typeof freeEntrySchema>;
export const freeEntryListSchema = z.array(freeEntrySchema);
