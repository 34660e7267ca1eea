import { describe, expect, it } from 'vitest';
import { credentialsSchema, registerFormSchema } from './auth';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe('credentialsSchema (login and register API, login form)', () => {
  it('accepts a username and a password of at least 6 characters, trimming the username', () => {
    expect(credentialsSchema.parse({ username: '  maya ', password: 'secret' })).toEqual({
      username: 'maya',
      password: 'secret',
    });
  });

  it.each([
    [{ username: '', password: 'secret1' }, 'Username is required'],
    [{ username: ' \t', password: 'secret1' }, 'Username is required'],
    [{ username: 42, password: 'secret1' }, 'Username is required'],
    [{ password: 'secret1' }, 'Username is required'],
    [{ username: 'maya', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 'maya', password: '' }, 'Password must be at least 6 characters'],
    [{ username: 'maya' }, 'Password must be at least 6 characters'],
    [{ username: 'm'.repeat(51), password: 'secret1' }, 'Username must be at most 50 characters'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(credentialsSchema.safeParse(input))?.message).toBe(message);
  });

  it('keeps the password exactly as typed (spaces are characters)', () => {
    expect(credentialsSchema.parse({ username: 'a', password: ' 12345 ' }).password).toBe(
      ' 12345 ',
    );
  });
});

describe('registerFormSchema', () => {
  it('accepts matching passwords', () => {
    expect(
      registerFormSchema.safeParse({
        username: 'maya',
        password: 'secret1',
        confirmPassword: 'secret1',
      }).success,
    ).toBe(true);
  });

  it('asks to confirm an empty confirmation, on confirmPassword', () => {
    const issue = firstMessage(
      registerFormSchema.safeParse({ username: 'maya', password: 'secret1', confirmPassword: '' }),
    );
    expect(issue).toMatchObject({
      message: 'Please confirm your password',
      path: ['confirmPassword'],
    });
  });

  it('says "Passwords do not match" on confirmPassword', () => {
    const issue = firstMessage(
      registerFormSchema.safeParse({
        username: 'maya',
        password: 'secret1',
        confirmPassword: 'secret2',
      }),
    );
    expect(issue).toMatchObject({ message: 'Passwords do not match', path: ['confirmPassword'] });
  });
});
