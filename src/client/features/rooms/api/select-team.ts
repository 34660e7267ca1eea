import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GameRoom, gameRoomSchema } from '../../../../shared/contracts/games';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { roomToasts } from '../lib/rooms';
import { mergeRoom } from './get-room';

/** POST /api/game-rooms/:id/team: exactly 5 influencers; the player is ready from then on. */
export async function selectTeam(id: string, influencers: string[]): Promise<GameRoom> {
  return gameRoomSchema.parse(
    await apiRequest('POST', `/api/game-rooms/${encodeURIComponent(id)}/team`, { influencers }),
  );
}

export function useSelectTeam(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (influencers: string[]) => selectTeam(roomId, influencers),
    onSuccess: (room) => {
      mergeRoom(queryClient, room);
      toast.success(roomToasts.teamSelected.title, {
        description: roomToasts.teamSelected.description,
      });
    },
    // The spec shows no text for this failure: the server's own words.
    onError: (error) => {
      toast.error('Team not saved', { description: getErrorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms.all }),
  });
}
