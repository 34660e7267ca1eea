import { createHash } from 'node:crypto';
import type { ChargeInput, ChargeResult, PaymentGateway } from './payment-gateway';

/** Square's sandbox tokens, accepted as they are so API clients and tests can pay without a form. */
export const SANDBOX_OK_TOKEN = 'cnon:card-nonce-ok';
export const SANDBOX_DECLINED_TOKEN = 'cnon:card-nonce-declined';
export const DECLINE_MESSAGE = 'Card declined. Please use a different card.';

/**
 * Tokens of our own test card form: `cnon:test:{brand}:{last4}:{ok|declined}`, shaped like Square's
 * sandbox nonces. The form issues `ok` for 4111 1111 1111 1111 and `declined` for 4000 0000 0000 0002.
 */
const TEST_FORM_TOKEN = /^cnon:test:([a-z]+):(\d{4}):(ok|declined)$/;

/**
 * The offline provider (the embedded default): decides by the token, charges nothing real, and is
 * idempotent by construction: the same key always yields the same payment id.
 */
export const testGateway: PaymentGateway = {
  name: 'test',
  async charge(input: ChargeInput): Promise<ChargeResult> {
    const paymentId = `test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    if (input.sourceToken === SANDBOX_OK_TOKEN) {
      return { ok: true, providerPaymentId: paymentId, card: { brand: 'VISA', last4: '1111' } };
    }
    const form = TEST_FORM_TOKEN.exec(input.sourceToken);
    if (form?.[3] === 'ok') {
      return {
        ok: true,
        providerPaymentId: paymentId,
        card: { brand: (form[1] ?? '').toUpperCase(), last4: form[2] ?? '' },
      };
    }
    return { ok: false, declineMessage: DECLINE_MESSAGE };
  },
};
