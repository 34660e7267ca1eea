import { useNow } from '../../../lib/use-now';
import { countdownText, secondsLeft } from '../lib/rooms';

/**
 * The time left of a playing room ("1m 00s"), ticking every second from the server's figure at the
 * time it was read; `idle` while the room is not playing.
 */
export function RoomCountdown({
  timeRemaining,
  fetchedAt,
  idle,
  className,
}: {
  timeRemaining: number | null;
  fetchedAt: number;
  idle: string;
  className?: string;
}) {
  const now = useNow(1000, timeRemaining !== null);
  const left = secondsLeft(timeRemaining, fetchedAt, now.getTime());
  return (
    <span data-testid="room-time-left" className={className}>
      {left === null ? idle : countdownText(left)}
    </span>
  );
}
