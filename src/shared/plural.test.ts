import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, 'participant')).toBe('1 participant');
    expect(plural(0, 'participant')).toBe('0 participants');
    expect(plural(2, 'participant')).toBe('2 participants');
    expect(plural(1000, 'entry', 'entries')).toBe('1,000 entries');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
  });
});
