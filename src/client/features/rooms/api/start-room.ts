import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GameRoom, gameMessages, gameRoomSchema } from '../../../../shared/contracts/games';
import { ApiError, apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { roomToasts } from '../lib/rooms';
import { mergeRoom } from './get-room';

/** POST /api/game-rooms/:id/start: the host only (403), once every player is ready (409). */
export async function startRoom(id: string): Promise<GameRoom> {
  return gameRoomSchema.parse(
    await apiRequest('POST', `/api/game-rooms/${encodeURIComponent(id)}/start`),
  );
}

export function isNotAllReady(error: unknown): boolean {
  return error instanceof ApiError && error.detail === gameMessages.notAllReady;
}

export function useStartRoom(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startRoom(roomId),
    onSuccess: (room) => {
      mergeRoom(queryClient, room);
      toast.success(roomToasts.started.title, { description: roomToasts.started.description });
    },
    onError: (error) => {
      if (isNotAllReady(error)) {
        toast.error(roomToasts.notReady.title, { description: roomToasts.notReady.description });
        return;
      }
      // The spec shows no text for other failures: the server's own words.
      toast.error('Could not start the game', { description: getErrorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms.all }),
  });
}
