import type { GameStatus } from '../../../../shared/contracts/games';
import { LiveStatusBadge, type LiveTone } from '../../../components/status-badge';
import { statusBadgeText } from '../lib/rooms';

const tones: Record<GameStatus, LiveTone> = {
  playing: 'live',
  waiting: 'waiting',
  finished: 'over',
};

/** LIVE (with a pulsing dot) while playing, else WAITING or FINISHED. */
export function RoomStatusBadge({ status, className }: { status: GameStatus; className?: string }) {
  return (
    <LiveStatusBadge
      tone={tones[status]}
      label={statusBadgeText(status)}
      testId="room-status"
      className={className}
    />
  );
}
