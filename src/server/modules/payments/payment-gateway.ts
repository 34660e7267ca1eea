/**
 * The one interface to a card payment provider. Expected failures (a declined card) are values,
 * not exceptions; exceptions mean the provider could not be reached or answered nonsense.
 * Every call that moves money or creates something takes an idempotency key (at most 45
 * characters, Square's limit): the provider must treat a repeated key as the same request.
 */
export interface PaymentGateway {
  readonly name: 'test' | 'square';
  /** Charges a one-time card token, or a card on file (`sourceToken` = its card id, with `customerId`). */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Exchanges a card token for a card on file of this customer (created on first use). */
  saveCard(input: SaveCardInput): Promise<SaveCardResult>;
  /** Refunds a completed payment, in full or in part. */
  refund(input: RefundInput): Promise<RefundResult>;
}

/**
 * Cards on file (Square's `ccof:…`, the test provider's `ccof_…`), as opposed to one-time tokens.
 * One is charged only when it is the payer's own card in `payment_cards` (payments.service).
 */
export const CARD_ON_FILE_ID = /^ccof[:_]/i;

export interface SaveCardInput {
  /** Our stable reference for the customer, e.g. 'user-12' (Square's customer referenceId). */
  customerRef: string;
  /** The provider's customer id from an earlier saved card, if there is one. */
  providerCustomerId?: string | null;
  sourceToken: string;
  idempotencyKey: string;
  /** Shown on the provider's dashboard; optional. */
  cardholderName?: string | null;
  email?: string | null;
}

export interface SavedCard {
  providerCardId: string;
  /** The provider's customer the card belongs to (null where the provider has no customers). */
  providerCustomerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SaveCardResult = { ok: true; card: SavedCard } | { ok: false; declineMessage: string };

export interface ChargeInput {
  idempotencyKey: string;
  amountCents: number;
  /** A card token from the browser's card form (Square's `cnon:...`, or our test form's), or a card-on-file id. */
  sourceToken: string;
  /** Required by Square when `sourceToken` is a card on file. */
  customerId?: string | null;
  note?: string;
}

export interface CardSummary {
  brand: string;
  last4: string;
}

export type ChargeResult =
  | { ok: true; providerPaymentId: string; card: CardSummary | null }
  | { ok: false; declineMessage: string };

export interface RefundInput {
  idempotencyKey: string;
  providerPaymentId: string;
  amountCents: number;
  reason?: string;
}

export type RefundResult = { ok: true; providerRefundId: string } | { ok: false; message: string };
