import { describe, expect, it } from 'vitest';
import type { PaymentConfig } from '../../../../shared/contracts/orders';
import { ApplePayUnavailableError, isApplePayAvailable, requestApplePayToken } from './apple-pay';
import {
  getSquarePayments,
  SquareSetupError,
  squareCardResult,
  squareScriptUrl,
} from './square-sdk';

const square: PaymentConfig = {
  provider: 'square',
  applicationId: 'sandbox-sq0idb-app',
  locationId: 'L1',
  environment: 'sandbox',
};
const test: PaymentConfig = {
  provider: 'test',
  applicationId: null,
  locationId: null,
  environment: null,
};

describe('Square Web Payments SDK', () => {
  it('loads the sandbox or production script', () => {
    expect(squareScriptUrl(square)).toBe('https://sandbox.web.squarecdn.com/v1/square.js');
    expect(squareScriptUrl({ ...square, environment: 'production' })).toBe(
      'https://web.squarecdn.com/v1/square.js',
    );
  });

  it('refuses to start without Square ids', async () => {
    await expect(getSquarePayments(test)).rejects.toBeInstanceOf(SquareSetupError);
    await expect(getSquarePayments({ ...square, locationId: null })).rejects.toBeInstanceOf(
      SquareSetupError,
    );
  });

  it('turns an OK tokenize answer into the card result', () => {
    expect(
      squareCardResult({
        status: 'OK',
        token: 'cnon:card-nonce-ok',
        details: { card: { brand: 'VISA', last4: '1111', expMonth: 7, expYear: 2031 } },
      }),
    ).toEqual({
      type: 'credit_card',
      lastFourDigits: '1111',
      cardBrand: 'VISA',
      expirationMonth: 7,
      expirationYear: 2031,
      token: 'cnon:card-nonce-ok',
    });
  });

  it('gives no card result when tokenize is not OK', () => {
    expect(squareCardResult({ status: 'Invalid', errors: [{ message: 'Bad number' }] })).toBeNull();
    expect(squareCardResult({ status: 'OK' })).toBeNull();
  });
});

describe('Apple Pay', () => {
  it('is never available with the test provider', async () => {
    expect(await isApplePayAvailable(test)).toBe(false);
    await expect(requestApplePayToken(test, 100)).rejects.toBeInstanceOf(ApplePayUnavailableError);
  });

  it('is not available where the browser has no ApplePaySession', async () => {
    expect(await isApplePayAvailable(square)).toBe(false);
    await expect(requestApplePayToken(square, 100)).rejects.toBeInstanceOf(
      ApplePayUnavailableError,
    );
  });
});
