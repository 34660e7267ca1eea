import { createHash } from 'node:crypto';
import type {
  ChargeInput,
  ChargeResult,
  PaymentGateway,
  RefundResult,
  SaveCardResult,
} from './payment-gateway';

/** Square's sandbox tokens, accepted as they are so API clients and tests can pay without a form. */
export const SANDBOX_OK_TOKEN = 'cnon:card-nonce-ok';
export const SANDBOX_DECLINED_TOKEN = 'cnon:card-nonce-declined';
export const DECLINE_MESSAGE = 'Card declined. Please use a different card.';
export const UNKNOWN_CARD_MESSAGE = 'This card is not on file. Please use a different card.';

/**
 * Tokens of our own test card form: `cnon:test:{brand}:{last4}[:{mm}/{yyyy}]:{ok|declined}`, shaped
 * like Square's sandbox nonces. The form issues `ok` for 4111 1111 1111 1111 and `declined` for
 * 4000 0000 0000 0002.
 */
const TEST_FORM_TOKEN = /^cnon:test:([a-z]+):(\d{4})(?::(\d{1,2})\/(\d{4}))?:(ok|declined)$/;

interface TestCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Cards this provider put on file: `ccof_` and 24 hex digits. */
const CARD_ON_FILE_PREFIX = 'ccof_';
const OWN_CARD_ON_FILE = /^ccof_[0-9a-f]{24}$/;

/** The card a token stands for, or null when the provider would decline it. */
function cardOf(token: string): TestCard | null {
  if (token === SANDBOX_OK_TOKEN)
    return { brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030 };
  const form = TEST_FORM_TOKEN.exec(token);
  if (form?.[5] !== 'ok') return null;
  return {
    brand: (form[1] ?? '').toUpperCase(),
    last4: form[2] ?? '',
    expMonth: Number(form[3] ?? 12),
    expYear: Number(form[4] ?? 2030),
  };
}

const idFor = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The offline provider (the embedded default): decides by the token, charges nothing real, and is
 * idempotent by construction: the same key always yields the same payment id.
 */
export const testGateway: PaymentGateway = {
  name: 'test',
  async charge(input: ChargeInput): Promise<ChargeResult> {
    if (input.sourceToken.startsWith(CARD_ON_FILE_PREFIX)) {
      // Only accepted cards are put on file, so one of ours is charged. That it is the payer's own
      // is checked against payment_cards before any provider is called (chargeInTransaction).
      if (!OWN_CARD_ON_FILE.test(input.sourceToken))
        return { ok: false, declineMessage: UNKNOWN_CARD_MESSAGE };
      return { ok: true, providerPaymentId: idFor('test', input.idempotencyKey), card: null };
    }
    const card = cardOf(input.sourceToken);
    if (!card) return { ok: false, declineMessage: DECLINE_MESSAGE };
    return {
      ok: true,
      providerPaymentId: idFor('test', input.idempotencyKey),
      card: { brand: card.brand, last4: card.last4 },
    };
  },
  async saveCard(input): Promise<SaveCardResult> {
    const card = cardOf(input.sourceToken);
    if (!card) return { ok: false, declineMessage: DECLINE_MESSAGE };
    return {
      ok: true,
      card: {
        providerCardId: idFor(CARD_ON_FILE_PREFIX.slice(0, -1), input.idempotencyKey),
        providerCustomerId: null,
        ...card,
      },
    };
  },
  async refund(input): Promise<RefundResult> {
    return { ok: true, providerRefundId: idFor('refund', input.idempotencyKey) };
  },
};
