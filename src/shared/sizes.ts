/**
 * Clothing sizes: a product whose size is a range of letter sizes ('S-XL') is sold in each size of
 * the range, chosen on the product page and carried by the cart line, the order line and the
 * invoice. Any other size text ('10', '320 pages', '8-12') is a description, not a choice.
 */
const LADDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;
const ALIASES: Record<string, string> = { '2XL': 'XXL', XXXL: '3XL' };

const normal = (size: string) => {
  const upper = size.trim().toUpperCase();
  return ALIASES[upper] ?? upper;
};

/** 'S-XL' -> ['S', 'M', 'L', 'XL']; anything that is not a range of letter sizes -> []. */
export function sizeChoices(size: string | null | undefined): string[] {
  const match = /^\s*([0-9A-Za-z]{1,4})\s*[-–]\s*([0-9A-Za-z]{1,4})\s*$/.exec(size ?? '');
  if (!match?.[1] || !match[2]) return [];
  const from = LADDER.indexOf(normal(match[1]) as (typeof LADDER)[number]);
  const to = LADDER.indexOf(normal(match[2]) as (typeof LADDER)[number]);
  if (from < 0 || to < 0 || to <= from) return [];
  return LADDER.slice(from, to + 1);
}

export const sizeMessages = {
  required: 'Please choose a size',
  notOffered: (choices: readonly string[]) => `Choose one of the sizes: ${choices.join(', ')}`,
} as const;

/**
 * The size to store for this product: '' when it has no choice (and none may be given), the chosen
 * size when it has one. A message when the choice is missing or not offered.
 */
export function checkedSize(
  productSize: string | null | undefined,
  chosen: string | null | undefined,
): { ok: true; size: string } | { ok: false; message: string } {
  const choices = sizeChoices(productSize);
  const given = chosen?.trim() ? normal(chosen) : '';
  if (choices.length === 0) {
    return given ? { ok: false, message: sizeMessages.notOffered([]) } : { ok: true, size: '' };
  }
  if (!given) return { ok: false, message: sizeMessages.required };
  if (!choices.includes(given)) return { ok: false, message: sizeMessages.notOffered(choices) };
  return { ok: true, size: given };
}
