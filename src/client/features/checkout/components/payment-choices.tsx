import { Apple, Banknote, CreditCard } from 'lucide-react';
import type { Profile } from '../../../../shared/contracts/profile';
import { cardLabel } from '../../../lib/payment-labels';
import type { PaymentChoice } from '../lib/checkout-form';
import type { Choice } from './choice-cards';

function savedCardChoice(profile: Profile): Choice<PaymentChoice> {
  const card = profile.paymentMethod;
  return {
    value: 'card',
    icon: <CreditCard />,
    title: card ? cardLabel(card.cardBrand, card.lastFourDigits) : 'Card on file',
    description: card
      ? `Card on file, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
      : 'No card on file yet. Add one with "Add a card".',
    disabled: !card,
  };
}

/**
 * The ways to pay, the same on the cart's checkout and Pay Now: the card on file, Apple Pay only
 * where this device can use it (`applePay`) and cash on delivery.
 */
export function checkoutPaymentChoices(
  profile: Profile,
  applePay: boolean,
): Choice<PaymentChoice>[] {
  return [
    savedCardChoice(profile),
    ...(applePay
      ? [
          {
            value: 'apple_pay' as const,
            icon: <Apple />,
            title: 'Apple Pay',
            description: 'Pay with Apple Pay on this device.',
          },
        ]
      : []),
    {
      value: 'cod',
      icon: <Banknote />,
      title: 'Cash on delivery',
      description: 'Pay in cash when your order arrives.',
    },
  ];
}

/** The card when there is one on file, else cash on delivery. */
export function defaultPaymentChoice(profile: Profile): PaymentChoice {
  return profile.paymentMethod ? 'card' : 'cod';
}
