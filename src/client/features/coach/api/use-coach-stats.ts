import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CoachStats, coachStatsSchema } from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { queryKeys } from '../../../lib/query-keys';

export async function getCoachStats(): Promise<CoachStats> {
  return coachStatsSchema.parse(await apiRequest('GET', '/api/user/coach-stats'));
}

export function coachStatsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.coachStats, queryFn: getCoachStats });
}

/** What the hub shows before stats arrive, for a visitor, or when the call fails: no team score. */
export const defaultCoachStats: CoachStats = {
  teamScore: null,
  socialBoost: 0,
  lastCampaign: null,
  campaignsToday: 0,
};

/**
 * The signed-in user's coach figures. Fetched only for a signed-in user; a visitor, a failed call
 * or a load in progress all read as the defaults, so the hub always has figures to show.
 */
export function useCoachStats(): {
  stats: CoachStats;
  isSignedIn: boolean;
  isLoading: boolean;
} {
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = useQuery({ ...coachStatsQueryOptions(), enabled: user !== null });
  return {
    stats: query.data ?? defaultCoachStats,
    isSignedIn: user !== null,
    isLoading: userLoading || (user !== null && query.isPending),
  };
}
