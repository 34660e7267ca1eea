import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  passwordHashCost,
  setPasswordHashCost,
  verifyPassword,
} from './password';

describe('password hashing cost', () => {
  afterEach(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST, 'test'));

  it('stores the cost in each hash, so a hash verifies whatever the current setting', async () => {
    setPasswordHashCost(4, 'test');
    const cheap = await hashPassword('correct-horse');
    expect(cheap).toMatch(/^scrypt\$16\$8\$5\$/);
    setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST, 'test');
    const full = await hashPassword('correct-horse');
    expect(full).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('correct-horse', cheap)).toBe(true);
    expect(await verifyPassword('wrong-horse', cheap)).toBe(false);
    setPasswordHashCost(4, 'test');
    expect(await verifyPassword('correct-horse', full)).toBe(true);
    expect(await verifyPassword('wrong-horse', full)).toBe(false);
  });

  it('refuses a cost below 14 in production, and one out of range anywhere', () => {
    expect(() => setPasswordHashCost(4, 'production')).toThrow(
      'password hash cost 4 is below 14, refused in production',
    );
    expect(passwordHashCost()).toBe(DEFAULT_PASSWORD_HASH_COST);
    setPasswordHashCost(15, 'production');
    expect(passwordHashCost()).toBe(15);
    expect(() => setPasswordHashCost(0, 'test')).toThrow(/from 1 to 20/);
    expect(() => setPasswordHashCost(21, 'test')).toThrow(/from 1 to 20/);
  });
});
