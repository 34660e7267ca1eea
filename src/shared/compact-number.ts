/**
 * Counts abbreviated as the screens show them: 1.2M, 152K, 7.5K, 950. Follower texts of the
 * Influencer entity (shopper.md section 3) and the K/M abbreviations of scores.
 */
export function compactNumber(value: number): string {
  const n = Math.max(0, Math.round(value));
  if (n >= 999_950) return `${trimmed(n / 1_000_000)}M`;
  if (n >= 9_999.5) {
    const thousands = Math.round(n / 1000);
    return thousands >= 1000 ? '1M' : `${thousands}K`;
  }
  if (n >= 1000) return `${trimmed(n / 1000)}K`;
  return String(n);
}

/** One decimal, without a trailing '.0'. */
function trimmed(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}
