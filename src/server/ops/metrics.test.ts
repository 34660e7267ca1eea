import { describe, expect, it } from 'vitest';
import { collectProcessMetrics, registry } from './metrics';

describe('the process metrics', () => {
  it('name no gauge `_total`, the suffix Prometheus keeps for counters (promtool check metrics)', async () => {
    collectProcessMetrics();
    const text = await registry.metrics();
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({
      name,
      type,
    }));
    expect(types.length).toBeGreaterThan(10);
    expect(
      types.filter((family) => family.type !== 'counter' && family.name?.endsWith('_total')),
    ).toEqual([]);
    // The counts by type stay.
    expect(types.map((family) => family.name)).toEqual(
      expect.arrayContaining(['nodejs_active_handles', 'nodejs_active_resources']),
    );
  });
});
