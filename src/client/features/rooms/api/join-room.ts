import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GameRoom, gameRoomSchema } from '../../../../shared/contracts/games';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { roomToasts } from '../lib/rooms';
import { mergeRoom } from './get-room';
import { toastRoomFailure } from './room-errors';

/** POST /api/game-rooms/:id/join: refused (409) when the room is full or has started. */
export async function joinRoom(id: string): Promise<GameRoom> {
  return gameRoomSchema.parse(
    await apiRequest('POST', `/api/game-rooms/${encodeURIComponent(id)}/join`),
  );
}

export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: Pick<GameRoom, 'id' | 'name'>) => joinRoom(room.id),
    onSuccess: (room) => {
      mergeRoom(queryClient, room);
      const message = roomToasts.joining(room.name);
      toast.success(message.title, { description: message.description });
    },
    onError: (error) => toastRoomFailure(error, roomToasts.joinFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms.all }),
  });
}
