import { describe, expect, it } from 'vitest';
import { authPathFor, safeNextPath } from './safe-path';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/cart')).toBe('/cart');
    expect(safeNextPath('/scoreboard?tab=my-games')).toBe('/scoreboard?tab=my-games');
    expect(safeNextPath('/product/7#reviews')).toBe('/product/7#reviews');
  });

  it('falls back for missing or empty values', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath('')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [
      '//evil.test',
      '//evil.test/path',
      '/\\evil.test',
      '/\t/evil.test',
      '/\n/evil.test',
      'https://evil.test',
      'http:/evil.test',
      'javascript:alert(1)',
      'evil.test',
      'cart',
    ]) {
      expect(safeNextPath(next), next).toBe('/');
    }
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.test', '/home')).toBe('/home');
  });

  it('normalises dot segments instead of trusting them', () => {
    expect(safeNextPath('/a/../profile')).toBe('/profile');
  });
});

describe('authPathFor', () => {
  it('encodes the return path as the next parameter', () => {
    expect(authPathFor('/scoreboard?tab=my-games')).toBe(
      '/auth?next=%2Fscoreboard%3Ftab%3Dmy-games',
    );
  });
});
