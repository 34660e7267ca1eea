import { useRef, useState } from 'react';
import type { FreePlayGame } from '../../../../shared/contracts/games';
import { saveFreePlayTeam } from '../api/free-play';
import { createTeamSaver } from './team-saver';

/** The game's team saver (see createTeamSaver), calling the latest handlers given. */
export function useTeamSync(
  gameId: string,
  handlers: { onSaved: (game: FreePlayGame) => void; onError: (error: unknown) => void },
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [saver] = useState(() =>
    createTeamSaver(
      (team) => saveFreePlayTeam(gameId, team),
      () => latest.current,
    ),
  );
  return saver;
}
