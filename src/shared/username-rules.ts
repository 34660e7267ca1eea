/**
 * Username rules, shared by the register form and the server.
 *
 * A name is stored in NFKC form; two names are the same account when their keys are equal. The key
 * is NFKC, then full case folding done as lower∘upper∘lower (so ß and SS are one, like Unicode's
 * CaseFolding; it differs from it only in folding the dotless ı onto i, on purpose, and in keeping
 * a word-final sigma as ς), then NFKC again.
 *
 * A new name must be plain to read. It is refused when it holds:
 * - a default-ignorable code point (zero-width space and joiners, soft hyphen, variation
 *   selectors...): invisible, so 'wa_x' and 'wa_x' + U+200B would look the same;
 * - anything but letters, combining marks, the digits 0-9 and `_ . -` (no spaces, symbols, emoji);
 * - letters of more than one script, or of a script outside Unicode's recommended set (UAX #31
 *   table 4; Japanese may mix Han, Hiragana and Katakana, Korean Han and Hangul, Chinese Han and
 *   Bopomofo, as UTS #39 allows), or a script-neutral letter or combining mark (Script=Common or
 *   Inherited): after NFKC an accented letter is one code point, and a leftover mark can hide
 *   (`i` + U+0307 looks like `i`);
 * - a variant letter: one the key folds onto a different single letter (ı → i, Cyrillic ᲂ → о),
 *   which exists only as a look-alike of that letter; the Greek final ς (folds to σ) is the normal
 *   spelling at a word's end and is allowed.
 */
import { authMessages } from './validation-messages';

export const USERNAME_PUNCTUATION = '_.-';

/** The name as stored and shown: NFKC (full-width and compatibility forms become plain ones). */
export function normalizeUsername(name: string): string {
  return name.trim().normalize('NFKC');
}

/** The account key: equal keys are one account ('Alice', 'ALICE', 'ａｌｉｃｅ' and 'alice'). */
export function usernameKey(name: string): string {
  return normalizeUsername(name).toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
}

// UAX #31 table 4 (Recommended Scripts), without Common and Inherited.
const RECOMMENDED_SCRIPTS = [
  'Arabic',
  'Armenian',
  'Bengali',
  'Bopomofo',
  'Cyrillic',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Han',
  'Hangul',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Myanmar',
  'Oriya',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Thaana',
  'Thai',
  'Tibetan',
] as const;

// UTS #39 augmented script sets: a script stands for itself and the writing systems that use it.
const AUGMENTED: Partial<Record<(typeof RECOMMENDED_SCRIPTS)[number], readonly string[]>> = {
  Han: ['Han', 'Japanese', 'Korean', 'Chinese'],
  Hiragana: ['Hiragana', 'Japanese'],
  Katakana: ['Katakana', 'Japanese'],
  Hangul: ['Hangul', 'Korean'],
  Bopomofo: ['Bopomofo', 'Chinese'],
};

const scriptPatterns = RECOMMENDED_SCRIPTS.map(
  (script) => [script, new RegExp(`^\\p{Script_Extensions=${script}}$`, 'u')] as const,
);

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const ALLOWED_CHARACTER = /^[\p{L}\p{M}0-9_.-]$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
const INHERITED_MARK = /^\p{Script=Inherited}$/u;
const FINAL_SIGMA = 'ς';

/** The writing systems a letter or mark may belong to; empty when none is recommended. */
function scriptsOf(character: string): Set<string> {
  const scripts = new Set<string>();
  for (const [script, pattern] of scriptPatterns) {
    if (!pattern.test(character)) continue;
    for (const name of AUGMENTED[script] ?? [script]) scripts.add(name);
  }
  return scripts;
}

function isVariantLetter(character: string): boolean {
  if (character === FINAL_SIGMA) return false;
  const folded = usernameKey(character);
  return [...folded].length === 1 && folded !== character.toLowerCase();
}

/** Why a new username can't be registered, or null when it can (expects it trimmed). */
export function usernameProblem(name: string): string | null {
  const normalized = normalizeUsername(name);
  if (INVISIBLE.test(normalized)) return authMessages.usernameInvisible;
  const characters = [...normalized];
  if (!characters.every((character) => ALLOWED_CHARACTER.test(character))) {
    return authMessages.usernameCharacters;
  }
  let common: ReadonlySet<string> | undefined;
  for (const character of characters) {
    if (!LETTER_OR_MARK.test(character)) continue;
    if (INHERITED_MARK.test(character) || isVariantLetter(character)) {
      return authMessages.usernameLookAlike;
    }
    const scripts = scriptsOf(character);
    const before = common;
    common = before ? new Set([...before].filter((script) => scripts.has(script))) : scripts;
    if (common.size === 0) return authMessages.usernameLookAlike;
  }
  return null;
}
