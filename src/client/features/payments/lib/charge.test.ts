import { describe, expect, it } from 'vitest';
import { chargeCardLabel, chargedText } from './charge';

describe('charge texts', () => {
  it('names the card as the shopper knows it', () => {
    expect(chargeCardLabel({ cardBrand: 'VISA', lastFourDigits: '4242' })).toBe('Visa •••• 4242');
    expect(chargeCardLabel({ cardBrand: 'visa', lastFourDigits: '4242' })).toBe('Visa •••• 4242');
    expect(chargeCardLabel({ cardBrand: 'AMERICAN_EXPRESS', lastFourDigits: '0005' })).toBe(
      'American Express •••• 0005',
    );
    expect(chargeCardLabel({ cardBrand: 'UNION_PAY', lastFourDigits: '1234' })).toBe(
      'Union Pay •••• 1234',
    );
  });

  it('says the amount charged and the card', () => {
    expect(chargedText(100, 'Visa •••• 4242')).toBe('Charged $1.00 to Visa •••• 4242.');
    expect(chargedText(500, 'Mastercard •••• 4444')).toBe('Charged $5.00 to Mastercard •••• 4444.');
  });
});
