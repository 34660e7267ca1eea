import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DailyScore, dailyScoreListSchema } from '../../../../shared/contracts/influencers';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { DAILY_SCORES_POLL_MS } from '../lib/directory';

/** GET /api/daily-scores: today's row per influencer (timesSelected, totalScore, counters). */
export async function getDailyScores(): Promise<DailyScore[]> {
  return dailyScoreListSchema.parse(await apiRequest('GET', '/api/daily-scores'));
}

export function dailyScoresQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dailyScores.today, queryFn: getDailyScores });
}

/** Ranks the daily leaderboard; read again every 30 s (section 7). */
export function useDailyScores() {
  return useQuery({ ...dailyScoresQueryOptions(), refetchInterval: DAILY_SCORES_POLL_MS });
}
