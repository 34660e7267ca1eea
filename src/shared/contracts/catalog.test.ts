import { describe, expect, it } from 'vitest';
import { ifMatchVersion, parseIfMatchVersion } from './catalog';

describe('If-Match product versions', () => {
  it('round-trips the header an editor sends', () => {
    expect(ifMatchVersion(7)).toBe('"7"');
    expect(parseIfMatchVersion(ifMatchVersion(7))).toBe(7);
    expect(parseIfMatchVersion(' 12 ')).toBe(12);
  });

  it('reads no header and * as no precondition', () => {
    expect(parseIfMatchVersion(undefined)).toBeUndefined();
    expect(parseIfMatchVersion('*')).toBeUndefined();
  });

  it('refuses what is not one quoted whole number', () => {
    for (const bad of ['', '""', 'W/"3"', '"3", "4"', '"-1"', '"1.5"', 'abc', '"12345678901"']) {
      expect(parseIfMatchVersion(bad), bad).toBeNull();
    }
  });

  it('reads a number past the column range as a version nothing has', () => {
    expect(parseIfMatchVersion('"9999999999"')).toBe(-1);
    expect(parseIfMatchVersion('"2147483647"')).toBe(2_147_483_647);
  });
});
