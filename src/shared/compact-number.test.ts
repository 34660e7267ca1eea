import { describe, expect, it } from 'vitest';
import { compactNumber } from './compact-number';

describe('compactNumber', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1K'],
    [7_450, '7.5K'],
    [9_999, '10K'],
    [76_000, '76K'],
    [152_300, '152K'],
    [203_000, '203K'],
    [999_499, '999K'],
    [999_500, '1M'],
    [1_000_000, '1M'],
    [1_240_000, '1.2M'],
    [12_600_000, '12.6M'],
    [-5, '0'],
  ])('%d → %s', (value, text) => {
    expect(compactNumber(value)).toBe(text);
  });
});
