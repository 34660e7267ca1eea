import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyScore } from '../../../../shared/contracts/influencers';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';
import { DAILY_SCORES_POLL_MS } from '../lib/directory';

const dailyScoreListSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/influencers')).dailyScoreListSchema,
);

/** GET /api/daily-scores: today's row per influencer (timesSelected, totalScore, counters). */
export async function getDailyScores(): Promise<DailyScore[]> {
  return parseAnswer(dailyScoreListSchema, apiRequest('GET', '/api/daily-scores'));
}

export function dailyScoresQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dailyScores.today, queryFn: getDailyScores });
}

/** Ranks the daily leaderboard; read again every 30 s (section 7). */
export function useDailyScores() {
  return useQuery({ ...dailyScoresQueryOptions(), refetchInterval: DAILY_SCORES_POLL_MS });
}
