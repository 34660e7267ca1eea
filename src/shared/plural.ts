/**
 * '1,234,567': a count with its thousands separated, as `toLocaleString('en-US')` writes a whole
 * number, written out by hand. The first `toLocaleString` of a page loads the browser's number
 * formatting data, 25 ms of a phone's first visit (100 ms at Lighthouse's 4x CPU) for a comma
 *. Anything but a safe whole number is left to `toLocaleString`.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/** A count with its noun: '1 participant', '2 participants', '1,000 participants'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
