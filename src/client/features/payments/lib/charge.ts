import { formatCents } from '../../../../shared/money';

const brandNames: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  JCB: 'JCB',
};

/** The card a charge goes to, as the confirm step and its toast name it: 'Visa •••• 4242'. */
export function chargeCardLabel(card: { cardBrand: string; lastFourDigits: string }): string {
  const key = card.cardBrand
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const brand =
    brandNames[key] ??
    key
      .split('_')
      .filter(Boolean)
      .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
      .join(' ');
  return `${brand || 'Card'} •••• ${card.lastFourDigits}`;
}

/** What the success toast says was charged: 'Charged $1.00 to Visa •••• 4242.' */
export function chargedText(amountCents: number, cardLabel: string): string {
  return `Charged ${formatCents(amountCents)} to ${cardLabel}.`;
}
