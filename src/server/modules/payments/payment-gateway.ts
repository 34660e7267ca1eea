/**
 * The one interface to a card payment provider. Expected failures (a declined card) are values,
 * not exceptions; exceptions mean the provider could not be reached or answered nonsense.
 */
export interface PaymentGateway {
  readonly name: 'test' | 'square';
  /** Charges a one-time card token. The provider must treat a repeated key as the same charge. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Exchanges a card token for a card on file of this customer. */
  saveCard(input: {
    customerRef: string;
    sourceToken: string;
    idempotencyKey: string;
  }): Promise<SaveCardResult>;
}

export interface SavedCard {
  providerCardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SaveCardResult = { ok: true; card: SavedCard } | { ok: false; declineMessage: string };

export interface ChargeInput {
  /** At most 45 characters (Square's limit); the same key never charges twice. */
  idempotencyKey: string;
  amountCents: number;
  /** A card token from the browser's card form (Square's `cnon:...`, or our test form's). */
  sourceToken: string;
  note?: string;
}

export interface CardSummary {
  brand: string;
  last4: string;
}

export type ChargeResult =
  | { ok: true; providerPaymentId: string; card: CardSummary | null }
  | { ok: false; declineMessage: string };
