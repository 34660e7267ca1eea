import { describe, expect, it } from 'vitest';
import { userInitials } from './user-initials';

describe('userInitials', () => {
  it('takes the first two letters in upper case', () => {
    expect(userInitials('alice')).toBe('AL');
    expect(userInitials('Bo')).toBe('BO');
  });

  it('keeps a one-letter name', () => {
    expect(userInitials('z')).toBe('Z');
  });

  it('ignores surrounding spaces and falls back for an empty name', () => {
    expect(userInitials('  maya ')).toBe('MA');
    expect(userInitials('   ')).toBe('?');
  });

  it('never splits a character made of two code units', () => {
    expect(userInitials('😀x')).toBe('😀X');
  });
});
