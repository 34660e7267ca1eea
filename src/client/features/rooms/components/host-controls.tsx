import { LoaderCircle, Play, ShieldCheck } from 'lucide-react';
import type { GameRoom } from '../../../../shared/contracts/games';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useStartRoom } from '../api/start-room';
import { allPlayersReady, roomToasts } from '../lib/rooms';

/** The host's 'Start Game', disabled until every player has confirmed a team. */
export function HostControls({ room }: { room: GameRoom }) {
  const start = useStartRoom(room.id);
  const ready = allPlayersReady(room.players);

  const onStart = () => {
    if (!ready) {
      toast.error(roomToasts.notReady.title, { description: roomToasts.notReady.description });
      return;
    }
    start.mutate();
  };

  return (
    <Card
      role="region"
      aria-labelledby="host-controls-title"
      className="border-amber-200 bg-amber-50/50"
    >
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <h2
          id="host-controls-title"
          className="flex items-center gap-2 text-lg font-bold text-ocean-950"
        >
          <ShieldCheck aria-hidden="true" className="size-5 text-amber-700" />
          Host Controls
        </h2>
        <Button variant="accent" size="lg" disabled={!ready || start.isPending} onClick={onStart}>
          {start.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Starting...
            </>
          ) : (
            <>
              <Play aria-hidden="true" />
              Start Game
            </>
          )}
        </Button>
        <p className="text-sm text-slate-600" data-testid="host-hint">
          {ready
            ? 'Everyone is ready. Starting begins the clock for all players at once.'
            : 'All players must be ready before starting'}
        </p>
      </div>
    </Card>
  );
}
