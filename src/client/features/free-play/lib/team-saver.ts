/**
 * Sends a player's picks one request at a time, always the latest picks: a quick run of taps sends
 * the first and then only the last. `flush` waits for the queue and tells whether the last request
 * succeeded. An empty team is sent too: it clears the player's team before the start.
 */
export function createTeamSaver<T>(
  send: (team: string[]) => Promise<T>,
  handlers: () => { onSaved: (result: T) => void; onError: (error: unknown) => void },
) {
  let pending: string[] | null = null;
  let running: Promise<boolean> | null = null;

  async function drain(): Promise<boolean> {
    let saved = true;
    while (pending) {
      const team = pending;
      pending = null;
      try {
        const result = await send(team);
        saved = true;
        handlers().onSaved(result);
      } catch (error) {
        saved = false;
        handlers().onError(error);
      }
    }
    running = null;
    return saved;
  }

  return {
    save(team: string[]): void {
      pending = [...team];
      running ??= drain();
    },
    flush(): Promise<boolean> {
      return running ?? Promise.resolve(true);
    },
  };
}
