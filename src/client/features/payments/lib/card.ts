/**
 * The test provider's card form: number, expiry, CVC and ZIP checks, and the token it issues.
 * Pure functions, so the rules are tested without a browser.
 */

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The test provider declines this card (and accepts any other valid number, e.g. 4111 1111 1111 1111). */
export const DECLINED_TEST_CARD = '4000000000000002';

/** The card result from the payment widget (shopper.md section 3). */
export interface CardResult {
  type: 'credit_card';
  lastFourDigits: string;
  cardBrand: string;
  expirationMonth: number;
  expirationYear: number;
  token: string;
}

export const cardMessages = {
  numberRequired: 'Card number is required',
  numberInvalid: 'Please enter a valid card number',
  brandUnsupported: 'We accept Visa, Mastercard, American Express and Discover',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvc: (length: number) => `Enter the ${length}-digit security code`,
  zip: 'Enter a 5-digit ZIP code',
} as const;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function isLuhnValid(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits.length === 0 || digits.length !== value.replace(/[\s-]/g, '').length) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function inRange(prefix: string, length: number, low: number, high: number): boolean {
  if (prefix.length < length) return false;
  const value = Number(prefix.slice(0, length));
  return value >= low && value <= high;
}

/** The card network from the number's leading digits (IIN ranges), or null when unknown. */
export function detectCardBrand(value: string): CardBrand | null {
  const digits = digitsOnly(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (
    /^6011/.test(digits) ||
    /^65/.test(digits) ||
    inRange(digits, 3, 644, 649) ||
    inRange(digits, 6, 622126, 622925)
  ) {
    return 'discover';
  }
  return null;
}

const validLengths: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
};

export function cvcLengthFor(brand: CardBrand | null): number {
  return brand === 'amex' ? 4 : 3;
}

export function maxNumberLength(brand: CardBrand | null): number {
  return brand ? Math.max(...validLengths[brand]) : 19;
}

/** '4111111111111111' as '4111 1111 1111 1111'; American Express as '3782 822463 10005'. */
export function formatCardNumber(value: string): string {
  const brand = detectCardBrand(value);
  const digits = digitsOnly(value).slice(0, maxNumberLength(brand));
  if (brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What the shopper typed in the expiry field as 'MM/YY', inserting the slash as they type. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** 'MM/YY' (or 'MM/YYYY') to month and four-digit year, or null when it is not a date. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: Expiry, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export interface TestCardValues {
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
}

export type TestCardErrors = Partial<Record<keyof TestCardValues, string>>;

export function validateCardNumber(number: string): string | undefined {
  const digits = digitsOnly(number);
  if (!digits) return cardMessages.numberRequired;
  const brand = detectCardBrand(digits);
  if (brand && !validLengths[brand].includes(digits.length)) return cardMessages.numberInvalid;
  if (digits.length < 12 || !isLuhnValid(number)) return cardMessages.numberInvalid;
  if (!brand) return cardMessages.brandUnsupported;
  return undefined;
}

export function validateExpiry(value: string, now: Date): string | undefined {
  const expiry = parseExpiry(value);
  if (!expiry) return cardMessages.expiryFormat;
  if (isExpired(expiry, now)) return cardMessages.expiryPast;
  return undefined;
}

export function validateCvc(value: string, brand: CardBrand | null): string | undefined {
  const length = cvcLengthFor(brand);
  return new RegExp(`^\\d{${length}}$`).test(value.trim()) ? undefined : cardMessages.cvc(length);
}

export function validateZip(value: string): string | undefined {
  return /^\d{5}$/.test(value.trim()) ? undefined : cardMessages.zip;
}

/** Every field's problem, or an empty object when the card can be tokenised. */
export function validateTestCard(values: TestCardValues, now: Date): TestCardErrors {
  const errors: TestCardErrors = {
    number: validateCardNumber(values.number),
    expiry: validateExpiry(values.expiry, now),
    cvc: validateCvc(values.cvc, detectCardBrand(values.number)),
    zip: validateZip(values.zip),
  };
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as TestCardErrors;
}

/**
 * The test provider's token, shaped like Square's sandbox nonces:
 * `cnon:test:{brand}:{last4}:{mm}/{yyyy}:{ok|declined}`. The provider declines 4000 0000 0000 0002.
 */
export function buildTestCardToken(number: string, brand: CardBrand, expiry: Expiry): string {
  const digits = digitsOnly(number);
  const outcome = digits === DECLINED_TEST_CARD ? 'declined' : 'ok';
  const month = String(expiry.month).padStart(2, '0');
  return `cnon:test:${brand}:${digits.slice(-4)}:${month}/${expiry.year}:${outcome}`;
}

/** The card result for valid values; throws when they are not valid (validate first). */
export function buildTestCardResult(values: TestCardValues, now: Date): CardResult {
  const errors = validateTestCard(values, now);
  const brand = detectCardBrand(values.number);
  const expiry = parseExpiry(values.expiry);
  if (Object.keys(errors).length > 0 || !brand || !expiry) {
    throw new Error('The card details are not valid');
  }
  const digits = digitsOnly(values.number);
  return {
    type: 'credit_card',
    lastFourDigits: digits.slice(-4),
    cardBrand: brand.toUpperCase(),
    expirationMonth: expiry.month,
    expirationYear: expiry.year,
    token: buildTestCardToken(digits, brand, expiry),
  };
}

/** The profile PATCH's `paymentMethod` for a card result (the server exchanges the token). */
export function toPaymentMethodInput(card: CardResult) {
  return {
    type: card.type,
    token: card.token,
    cardBrand: card.cardBrand,
    lastFourDigits: card.lastFourDigits,
    expMonth: card.expirationMonth,
    expYear: card.expirationYear,
  };
}
