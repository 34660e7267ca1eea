import { describe, expect, it } from 'vitest';
import {
  isCompleteTeam,
  loadSavedSelection,
  MAXIMUM_REACHED,
  saveSelection,
  toggleInfluencer,
  visibleInfluencers,
} from './selection';

describe('influencer selection (shopper.md sections 4 and 5)', () => {
  it('toggles picks up to five and refuses a sixth', () => {
    let selected: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      const outcome = toggleInfluencer(selected, id);
      expect(outcome.kind).toBe('selected');
      if (outcome.kind === 'selected') selected = outcome.selected;
    }
    expect(isCompleteTeam(selected)).toBe(true);
    expect(toggleInfluencer(selected, 'f')).toEqual({ kind: 'maximum' });
    expect(toggleInfluencer(selected, 'c')).toEqual({
      kind: 'deselected',
      selected: ['a', 'b', 'd', 'e'],
    });
    expect(isCompleteTeam(['a', 'b', 'c', 'd'])).toBe(false);
    expect(MAXIMUM_REACHED).toEqual({
      title: 'Maximum reached',
      description: 'You can only select up to 5 influencers.',
    });
  });

  it('shows three influencers until expanded', () => {
    const all = [1, 2, 3, 4, 5];
    expect(visibleInfluencers(all, false)).toEqual([1, 2, 3]);
    expect(visibleInfluencers(all, true)).toEqual(all);
    expect(visibleInfluencers([1], false)).toEqual([1]);
  });

  it('restores saved picks that still exist, at most five, and survives bad storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    saveSelection(storage, 7, ['a', 'gone', 'b']);
    expect(loadSavedSelection(storage, 7, new Set(['a', 'b']))).toEqual(['a', 'b']);
    expect(loadSavedSelection(storage, 8, new Set(['a']))).toEqual([]);
    saveSelection(storage, 7, []);
    expect(store.size).toBe(0);

    store.set('social-market:team:7', '{not json');
    expect(loadSavedSelection(storage, 7, new Set(['a']))).toEqual([]);
    store.set('social-market:team:7', JSON.stringify(['a', 'a', 'b', 'c', 'd', 'e', 'f']));
    expect(loadSavedSelection(storage, 7, new Set(['a', 'b', 'c', 'd', 'e', 'f']))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(loadSavedSelection(undefined, 7, new Set())).toEqual([]);
  });
});
