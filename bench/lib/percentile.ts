/**
 * The p-th percentile, linearly interpolated between the two nearest ranks (numpy's default): of
 * 30 rounds, p99 lies between the slowest and the second slowest.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const rank = (p / 100) * (sorted.length - 1);
  const low = sorted[Math.floor(rank)] ?? 0;
  const high = sorted[Math.ceil(rank)] ?? low;
  return Number((low + (high - low) * (rank - Math.floor(rank))).toFixed(1));
}
