import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CoolOffRequest,
  type PlayHistory,
  type PlayLimitsUpdate,
  playHistorySchema,
  playLimitsSchema,
} from '../../../../shared/contracts/responsible-play';
import { apiRequest } from '../../../lib/api';
import { confirmAge, playLimitsQueryOptions } from '../../../lib/play-limits';
import { queryKeys } from '../../../lib/query-keys';

export function usePlayLimits() {
  return useQuery(playLimitsQueryOptions());
}

export function usePlayHistory() {
  return useQuery({
    queryKey: queryKeys.responsiblePlay.history,
    queryFn: async (): Promise<PlayHistory> =>
      playHistorySchema.parse(await apiRequest('GET', '/api/user/play-history')),
  });
}

function useSettingsMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => playLimitsSchema.parse(await request(input)),
    onSuccess: (limits) => queryClient.setQueryData(queryKeys.responsiblePlay.limits, limits),
  });
}

export function useUpdatePlayLimits() {
  return useSettingsMutation((body: PlayLimitsUpdate) =>
    apiRequest('PUT', '/api/user/play-limits', body),
  );
}

export function useStartCoolOff() {
  return useSettingsMutation((body: CoolOffRequest) =>
    apiRequest('POST', '/api/user/cool-off', body),
  );
}

export function useConfirmAge() {
  return useSettingsMutation((_: undefined) => confirmAge());
}
