import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GameRoom, gameRoomSchema, type RoomCreate } from '../../../../shared/contracts/games';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { roomToasts } from '../lib/rooms';
import { toastRoomFailure } from './room-errors';

/** POST /api/game-rooms: the creator is the host and first player. */
export async function createRoom(input: RoomCreate): Promise<GameRoom> {
  return gameRoomSchema.parse(await apiRequest('POST', '/api/game-rooms', input));
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: (room) => {
      toast.success(roomToasts.created, {
        description: `Share Game ID ${room.id} with your friends.`,
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.rooms.list });
    },
    onError: (error) => toastRoomFailure(error, roomToasts.createFailed),
  });
}
