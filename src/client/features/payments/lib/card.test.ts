import { describe, expect, it } from 'vitest';
import {
  buildTestCardResult,
  buildTestCardToken,
  cardMessages,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  isExpired,
  isLuhnValid,
  parseExpiry,
  toPaymentMethodInput,
  validateTestCard,
} from './card';

const now = new Date(2026, 4, 15); // 15 May 2026
const good = { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', zip: '92651' };

describe('isLuhnValid', () => {
  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '4000000000000002',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
  ])('accepts %s', (number) => expect(isLuhnValid(number)).toBe(true));

  it.each(['4111111111111112', '1234567812345678', '', '4111-1111-x111-1111'])(
    'refuses %s',
    (number) => expect(isLuhnValid(number)).toBe(false),
  );
});

describe('detectCardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6221260000000000', 'discover'],
    ['3530111333300000', null],
    ['', null],
  ])('%s is %s', (number, brand) => expect(detectCardBrand(number)).toBe(brand));
});

describe('formatting as the shopper types', () => {
  it('groups card numbers in fours, American Express as 4-6-5', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4111 1111 1111 1111 1111 99')).toBe('4111 1111 1111 1111 111');
  });

  it('inserts the expiry slash', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });
});

describe('expiry', () => {
  it('parses MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4/2027')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('0427')).toBeNull();
  });

  it('is good through the end of its month', () => {
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});

describe('validateTestCard', () => {
  it('accepts the test card', () => {
    expect(validateTestCard(good, now)).toEqual({});
  });

  it('names every bad field', () => {
    expect(validateTestCard({ number: '', expiry: '', cvc: '', zip: '' }, now)).toEqual({
      number: cardMessages.numberRequired,
      expiry: cardMessages.expiryFormat,
      cvc: cardMessages.cvc(3),
      zip: cardMessages.zip,
    });
  });

  it('refuses a number failing the Luhn check, or of the wrong length', () => {
    expect(validateTestCard({ ...good, number: '4111 1111 1111 1112' }, now).number).toBe(
      cardMessages.numberInvalid,
    );
    expect(validateTestCard({ ...good, number: '4111 1111 1111 11' }, now).number).toBe(
      cardMessages.numberInvalid,
    );
  });

  it('refuses unknown networks', () => {
    expect(validateTestCard({ ...good, number: '3530111333300000' }, now).number).toBe(
      cardMessages.brandUnsupported,
    );
  });

  it('refuses an expired card', () => {
    expect(validateTestCard({ ...good, expiry: '04/26' }, now).expiry).toBe(
      cardMessages.expiryPast,
    );
  });

  it('wants 4 CVC digits for American Express and 3 for the others', () => {
    const amex = { ...good, number: '3782 822463 10005' };
    expect(validateTestCard({ ...amex, cvc: '123' }, now).cvc).toBe(cardMessages.cvc(4));
    expect(validateTestCard({ ...amex, cvc: '1234' }, now).cvc).toBeUndefined();
    expect(validateTestCard({ ...good, cvc: '1234' }, now).cvc).toBe(cardMessages.cvc(3));
  });

  it('wants a 5-digit ZIP', () => {
    expect(validateTestCard({ ...good, zip: '9265' }, now).zip).toBe(cardMessages.zip);
    expect(validateTestCard({ ...good, zip: '9265a' }, now).zip).toBe(cardMessages.zip);
  });
});

describe('tokens and the card result', () => {
  it('builds the test provider token, declined only for 4000 0000 0000 0002', () => {
    expect(buildTestCardToken('4111111111111111', 'visa', { month: 3, year: 2030 })).toBe(
      'cnon:test:visa:1111:03/2030:ok',
    );
    expect(buildTestCardToken('4000 0000 0000 0002', 'visa', { month: 12, year: 2031 })).toBe(
      'cnon:test:visa:0002:12/2031:declined',
    );
  });

  it('matches the token format the test gateway reads', () => {
    const pattern = /^cnon:test:([a-z]+):(\d{4})(?::(\d{1,2})\/(\d{4}))?:(ok|declined)$/;
    const result = buildTestCardResult({ ...good, number: '378282246310005', cvc: '1234' }, now);
    expect(result.token).toMatch(pattern);
  });

  it('produces the card result shape of shopper.md section 3', () => {
    expect(buildTestCardResult(good, now)).toEqual({
      type: 'credit_card',
      lastFourDigits: '1111',
      cardBrand: 'VISA',
      expirationMonth: 12,
      expirationYear: 2030,
      token: 'cnon:test:visa:1111:12/2030:ok',
    });
  });

  it('refuses to build a result from invalid values', () => {
    expect(() => buildTestCardResult({ ...good, number: '4111111111111112' }, now)).toThrow();
  });

  it('maps the result onto the profile PATCH payload', () => {
    expect(toPaymentMethodInput(buildTestCardResult(good, now))).toEqual({
      type: 'credit_card',
      token: 'cnon:test:visa:1111:12/2030:ok',
      cardBrand: 'VISA',
      lastFourDigits: '1111',
      expMonth: 12,
      expYear: 2030,
    });
  });
});
