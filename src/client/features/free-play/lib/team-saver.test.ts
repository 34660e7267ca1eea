import { describe, expect, it } from 'vitest';
import { createTeamSaver } from './team-saver';

function deferredSender() {
  const sent: string[][] = [];
  const waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const send = (team: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      sent.push(team);
      waiting.push({ resolve: () => resolve(team), reject });
    });
  const settle = async (fail = false) => {
    const next = waiting.shift();
    if (!next) throw new Error('nothing in flight');
    if (fail) next.reject(new Error('offline'));
    else next.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, send, settle };
}

describe('createTeamSaver', () => {
  it('sends the first picks at once, then only the latest of a quick run', async () => {
    const { sent, send, settle } = deferredSender();
    const saved: string[][] = [];
    const saver = createTeamSaver(send, () => ({
      onSaved: (team) => saved.push(team),
      onError: () => {},
    }));
    saver.save(['a']);
    saver.save(['a', 'b']);
    saver.save(['a', 'b', 'c']);
    expect(sent).toEqual([['a']]);
    await settle();
    expect(sent).toEqual([['a'], ['a', 'b', 'c']]);
    const flushed = saver.flush();
    await settle();
    expect(await flushed).toBe(true);
    expect(saved).toEqual([['a'], ['a', 'b', 'c']]);
  });

  it('sends an empty team (clearing it), and flush tells when the last save failed', async () => {
    const { sent, send, settle } = deferredSender();
    const errors: unknown[] = [];
    const saver = createTeamSaver(send, () => ({
      onSaved: () => {},
      onError: (error) => errors.push(error),
    }));
    saver.save([]);
    expect(sent).toEqual([[]]);
    await settle(false);
    expect(await saver.flush()).toBe(true);
    saver.save(['a']);
    const flushed = saver.flush();
    await settle(true);
    expect(await flushed).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
