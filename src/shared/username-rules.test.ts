import { describe, expect, it } from 'vitest';
import { registerFormSchema, registerSchema } from './contracts/auth';
import { normalizeUsername, usernameKey, usernameProblem } from './username-rules';
import { authMessages } from './validation-messages';

describe('usernameKey: one account per name, whatever its case or compatibility form', () => {
  it.each([
    ['Alice', 'alice'],
    ['ALICE', 'alice'],
    ['ａｌｉｃｅ', 'alice'],
    ['  Maya ', 'maya'],
    ['STRASSE', 'strasse'],
    ['straße', 'strasse'],
    ['Ⅻ_x', 'xii_x'],
    // Through the capitals: a word-final sigma is ς in the key, however it was typed.
    ['ΝΊΚΟΣ', 'νίκος'],
    ['Νίκος', 'νίκος'],
    ['Νίκοσ', 'νίκος'],
    ['probe_admın', 'probe_admin'],
  ])('%s → %s', (name, key) => {
    expect(usernameKey(name)).toBe(key);
  });

  it('stores the name in NFKC form (full-width letters become plain ones)', () => {
    expect(normalizeUsername(' ｗａ＿ｘ ')).toBe('wa_x');
  });
});

describe('usernameProblem: a new name is plain to read', () => {
  it.each([
    'wa_x',
    'Maya',
    'user.name-1',
    'straße',
    'Νίκος',
    'Ελλάδα',
    'Олег_77',
    '東京ユーザー',
    '서울김',
    'مريم',
    'देवनागरी',
    'Zoë',
  ])('accepts %s', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it.each([
    ['wa_x\u200b', authMessages.usernameInvisible],
    ['wa\u200dx', authMessages.usernameInvisible],
    ['wa\u00adx', authMessages.usernameInvisible],
    ['wa_x\ufe0f', authMessages.usernameInvisible],
    ['a b', authMessages.usernameCharacters],
    ['admin@shop', authMessages.usernameCharacters],
    ['x😀', authMessages.usernameCharacters],
    ['user٣', authMessages.usernameCharacters],
    ['probe_admın', authMessages.usernameLookAlike], // dotless ı folds onto i
    ['pаypal', authMessages.usernameLookAlike], // Cyrillic а among Latin letters
    ['ΑΒC', authMessages.usernameLookAlike], // Greek Α, Β with Latin C
    ['i\u0307x', authMessages.usernameLookAlike], // a loose combining dot
    ['Ꭺdam', authMessages.usernameLookAlike], // Cherokee, not a recommended script
    ['\u1c82leg', authMessages.usernameLookAlike], // a Cyrillic variant of о
  ])('refuses %j: %s', (name, message) => {
    expect(usernameProblem(name)).toBe(message);
  });
});

describe('registerSchema (POST /api/register) and the register form', () => {
  it('refuses the look-alikes of issue 20 with their messages, in the form too', () => {
    for (const [username, message] of [
      ['wa_x\u200b', 'Username may not contain invisible characters'],
      ['probe_admın', 'Username must use letters of one alphabet, without look-alike letters'],
    ] as const) {
      const api = registerSchema.safeParse({ username, password: 'secret1' });
      expect(api.error?.issues[0]?.message).toBe(message);
      const form = registerFormSchema.safeParse({
        username,
        password: 'secret1',
        confirmPassword: 'secret1',
      });
      expect(form.error?.issues[0]).toMatchObject({ message, path: ['username'] });
    }
  });

  it('keeps the existing messages first: required, then at most 50 characters', () => {
    const first = (username: unknown) =>
      registerSchema.safeParse({ username, password: 'secret1' }).error?.issues[0]?.message;
    expect(first('  ')).toBe('Username is required');
    expect(first('x'.repeat(51))).toBe('Username must be at most 50 characters');
    // NFKC can lengthen a name ('㍿' is four letters): the limit holds for the stored form.
    expect(first(`${'x'.repeat(47)}㍿`)).toBe('Username must be at most 50 characters');
  });

  it('answers the NFKC form as the username', () => {
    expect(registerSchema.parse({ username: 'ｍａｙａ', password: 'secret1' }).username).toBe(
      'maya',
    );
  });
});
