import { TEAM_SIZE } from '../../../../shared/competition-rules';

/** The toast a sixth pick shows (shopper.md section 5). */
export const MAXIMUM_REACHED = {
  title: 'Maximum reached',
  description: `You can only select up to ${TEAM_SIZE} influencers.`,
} as const;

export const EXACTLY_FIVE = `Please select exactly ${TEAM_SIZE} influencers.`;

export type ToggleOutcome =
  | { kind: 'selected'; selected: string[] }
  | { kind: 'deselected'; selected: string[] }
  /** A sixth pick: nothing changes. */
  | { kind: 'maximum' };

/** Picks or drops one influencer; a team holds at most `max`, in the order they were picked. */
export function toggleInfluencer(
  selected: readonly string[],
  id: string,
  max: number = TEAM_SIZE,
): ToggleOutcome {
  if (selected.includes(id)) {
    return { kind: 'deselected', selected: selected.filter((entry) => entry !== id) };
  }
  if (selected.length >= max) return { kind: 'maximum' };
  return { kind: 'selected', selected: [...selected, id] };
}

/** 'Join Game' is enabled only for a whole team. */
export function isCompleteTeam(selected: readonly string[]): boolean {
  return selected.length === TEAM_SIZE;
}

/** The influencers shown: the first `collapsedCount` unless expanded. */
export function visibleInfluencers<T>(
  all: readonly T[],
  expanded: boolean,
  collapsedCount = 3,
): T[] {
  return expanded ? [...all] : all.slice(0, collapsedCount);
}

const storageKey = (productId: number) => `social-market:team:${productId}`;

/**
 * The picks survive a trip to the sign-in screen (and a reload) for this tab only. Ids that are no
 * longer in the list, duplicates and anything past a team's size are dropped.
 */
export function loadSavedSelection(
  storage: Pick<Storage, 'getItem'> | undefined,
  productId: number,
  knownIds: ReadonlySet<string>,
): string[] {
  try {
    const raw = storage?.getItem(storageKey(productId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === 'string' && knownIds.has(id));
    return [...new Set(ids)].slice(0, TEAM_SIZE);
  } catch {
    return [];
  }
}

export function saveSelection(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  productId: number,
  selected: readonly string[],
): void {
  try {
    if (selected.length === 0) storage?.removeItem(storageKey(productId));
    else storage?.setItem(storageKey(productId), JSON.stringify(selected));
  } catch {
    // Private mode or a full quota: the picks just don't survive a reload.
  }
}
