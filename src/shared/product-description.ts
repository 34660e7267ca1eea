/**
 * A product description holds segments separated by ';;' (admin-vendor-coach-games.md section 3):
 * 'AUTHOR:' (a book's author, shown as the card subtitle), 'BADGE:' (the card's corner label),
 * 'DISCOUNT:' (mentioned when sharing); everything else is the description text itself.
 */
export interface DescriptionParts {
  author: string | null;
  badge: string | null;
  discount: string | null;
  /** The free text (a book's summary), segments joined by a blank line. */
  text: string;
}

const SEPARATOR = ';;';
const MARKERS = { AUTHOR: 'author', BADGE: 'badge', DISCOUNT: 'discount' } as const;
type Marker = keyof typeof MARKERS;

export function parseDescription(description: string | null | undefined): DescriptionParts {
  const parts: DescriptionParts = { author: null, badge: null, discount: null, text: '' };
  const texts: string[] = [];
  for (const raw of (description ?? '').split(SEPARATOR)) {
    const segment = raw.trim();
    if (!segment) continue;
    const match = /^(AUTHOR|BADGE|DISCOUNT):\s*(.*)$/is.exec(segment);
    const marker = match?.[1]?.toUpperCase() as Marker | undefined;
    if (marker && match) {
      const value = (match[2] ?? '').trim();
      if (value) parts[MARKERS[marker]] = value;
    } else {
      texts.push(segment);
    }
  }
  parts.text = texts.join('\n\n');
  return parts;
}

/** The inverse of parseDescription, as the admin forms save it: markers first, then the text. */
export function formatDescription(parts: Partial<DescriptionParts>): string {
  const segments: string[] = [];
  if (parts.author?.trim()) segments.push(`AUTHOR:${parts.author.trim()}`);
  if (parts.badge?.trim()) segments.push(`BADGE:${parts.badge.trim()}`);
  if (parts.discount?.trim()) segments.push(`DISCOUNT:${parts.discount.trim()}`);
  if (parts.text?.trim()) segments.push(parts.text.trim());
  return segments.join(SEPARATOR);
}

/**
 * The description after a form's edit of some of its parts. When none of them changed, the stored
 * text comes back as it was (segment order, blank lines), so saving a form unchanged never rewrites
 * it; otherwise the parts are formatted anew (markers first, then the text).
 */
export function reviseDescription(
  stored: string | null | undefined,
  changes: Partial<DescriptionParts>,
): string {
  const current = parseDescription(stored);
  const next: DescriptionParts = { ...current };
  for (const key of ['author', 'badge', 'discount'] as const) {
    if (key in changes) next[key] = changes[key]?.trim() || null;
  }
  if (changes.text !== undefined) next.text = changes.text.trim();
  const unchanged =
    next.author === current.author &&
    next.badge === current.badge &&
    next.discount === current.discount &&
    next.text === current.text;
  return unchanged ? (stored ?? '') : formatDescription(next);
}
