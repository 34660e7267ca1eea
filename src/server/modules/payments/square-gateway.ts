import { createHash } from 'node:crypto';
import type { Square, SquareClient, SquareError } from 'square';
import type {
  ChargeResult,
  PaymentGateway,
  RefundResult,
  SaveCardInput,
  SaveCardResult,
} from './payment-gateway';

export interface SquareGatewayOptions {
  accessToken: string;
  locationId: string;
  environment: 'sandbox' | 'production';
  /** Overrides the environment's API origin (tests point it at a fake server). */
  baseUrl?: string;
  /** Retries of 408/429/5xx answers by the SDK, with the same idempotency key; the SDK's default is 2. */
  maxRetries?: number;
  timeoutInSeconds?: number;
}

export const DEFAULT_DECLINE_MESSAGE = 'Card declined. Please use a different card.';

/** What the shopper reads for each of Square's card errors; anything else gets the default. */
const DECLINE_MESSAGES = new Map<string, string>(
  Object.entries({
    GENERIC_DECLINE: DEFAULT_DECLINE_MESSAGE,
    CARD_DECLINED: DEFAULT_DECLINE_MESSAGE,
    CVV_FAILURE:
      'The security code (CVV) was not accepted. Please check it or use a different card.',
    VERIFY_CVV_FAILURE:
      'The security code (CVV) was not accepted. Please check it or use a different card.',
    ADDRESS_VERIFICATION_FAILURE:
      'The postal code does not match the card. Please check it or use a different card.',
    VERIFY_AVS_FAILURE:
      'The postal code does not match the card. Please check it or use a different card.',
    INVALID_POSTAL_CODE: 'The postal code is not valid. Please check it and try again.',
    INSUFFICIENT_FUNDS: 'Insufficient funds on this card. Please use a different card.',
    CARD_EXPIRED: 'This card has expired. Please use a different card.',
    INVALID_EXPIRATION: 'The expiration date is not valid. Please check it and try again.',
    INVALID_EXPIRATION_DATE: 'The expiration date is not valid. Please check it and try again.',
    INVALID_EXPIRATION_YEAR: 'The expiration date is not valid. Please check it and try again.',
    BAD_EXPIRATION: 'The expiration date is not valid. Please check it and try again.',
    EXPIRATION_FAILURE: 'The expiration date is not valid. Please check it and try again.',
    INVALID_CARD: 'The card number is not valid. Please check it or use a different card.',
    INVALID_CARD_DATA: 'The card details are not valid. Please check them and try again.',
    PAN_FAILURE: 'The card number is not valid. Please check it or use a different card.',
    INVALID_ACCOUNT: 'This card account cannot be charged. Please use a different card.',
    ACCOUNT_UNUSABLE: 'This card account cannot be charged. Please use a different card.',
    CARD_NOT_SUPPORTED: 'This card is not supported. Please use a different card.',
    UNSUPPORTED_CARD_BRAND: 'This card brand is not supported. Please use a different card.',
    TRANSACTION_LIMIT: "This amount exceeds the card's limit. Please use a different card.",
    AMOUNT_TOO_HIGH: "This amount exceeds the card's limit. Please use a different card.",
    PAYMENT_LIMIT_EXCEEDED: "This amount exceeds the card's limit. Please use a different card.",
    CARD_DECLINED_CALL_ISSUER:
      'Card declined. Please contact your card issuer or use a different card.',
    CARD_DECLINED_VERIFICATION_REQUIRED:
      'Your bank asked to verify this payment. Please use a different card.',
    // The browser's card token was already used or is too old: a new one fixes it.
    CARD_TOKEN_EXPIRED: 'Your card details expired. Please enter your card again.',
    CARD_TOKEN_USED: 'Your card details expired. Please enter your card again.',
    SOURCE_EXPIRED: 'Your card details expired. Please enter your card again.',
    SOURCE_USED: 'Your card details expired. Please enter your card again.',
  }),
);

/**
 * The SDK takes about a second to load, so it is imported on first use: the test provider and the
 * tests that never charge through Square do not pay for it. Its errors are recognised by name.
 */
let sdk: Promise<typeof import('square')> | undefined;
const loadSdk = () => {
  sdk ??= import('square');
  return sdk;
};

function asSquareError(error: unknown): SquareError | null {
  return error instanceof Error && error.name === 'SquareError' ? (error as SquareError) : null;
}

/** Square's errors that are about the shopper's card, not about us or the network. */
function cardProblem(caught: unknown): string | null {
  const error = asSquareError(caught);
  if (!error) return null;
  const cardError = error.errors.find(
    (e) => e.category === 'PAYMENT_METHOD_ERROR' || DECLINE_MESSAGES.has(e.code),
  );
  if (cardError) return DECLINE_MESSAGES.get(cardError.code) ?? DEFAULT_DECLINE_MESSAGE;
  return error.statusCode === 402 ? DEFAULT_DECLINE_MESSAGE : null;
}

function isCustomerNotFound(caught: unknown): boolean {
  return (
    asSquareError(caught)?.errors.some(
      (e) =>
        e.code === 'CUSTOMER_NOT_FOUND' ||
        (e.code === 'NOT_FOUND' && /customer/i.test(`${e.field ?? ''} ${e.detail ?? ''}`)),
    ) ?? false
  );
}

/** The provider's failure, told without the request's headers or body (the token, card data). */
export class SquareGatewayError extends Error {
  override readonly name = 'SquareGatewayError';
  constructor(
    readonly operation: string,
    readonly statusCode: number | null,
    readonly codes: string[],
    reason: string,
  ) {
    super(`Square ${operation} failed: ${reason}`);
  }
}

function toGatewayError(operation: string, error: unknown): SquareGatewayError {
  if (error instanceof SquareGatewayError) return error;
  if (error instanceof Error && error.name === 'SquareTimeoutError')
    return new SquareGatewayError(operation, null, [], 'timed out');
  const squareError = asSquareError(error);
  if (squareError?.statusCode !== undefined) {
    const { statusCode } = squareError;
    const codes = squareError.errors.map((e) => e.code);
    const what = statusCode === 401 || statusCode === 403 ? 'access refused' : 'error answer';
    return new SquareGatewayError(
      operation,
      statusCode,
      codes,
      `${what} (HTTP ${statusCode}: ${codes.join(', ')})`,
    );
  }
  // Network failures: the SDK's message names the URL or the socket error, never the token.
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new SquareGatewayError(operation, null, [], `could not reach Square (${message})`);
}

/** Square accepts idempotency keys of at most 45 characters; derived keys stay unique per purpose. */
export function squareIdempotencyKey(key: string, purpose?: string): string {
  if (!purpose && key.length <= 45) return key;
  return createHash('sha256')
    .update(`${purpose ?? ''}:${key}`)
    .digest('base64url')
    .slice(0, 43);
}

const usd = (cents: number): Square.Money => ({ amount: BigInt(cents), currency: 'USD' });

/** The `square` provider: Square's Customers, Cards, Payments and Refunds APIs through the official SDK. */
export function createSquareGateway(options: SquareGatewayOptions): PaymentGateway {
  let client: Promise<SquareClient> | undefined;
  const squareClient = () => {
    client ??= loadSdk().then(
      ({ SquareClient, SquareEnvironment }) =>
        new SquareClient({
          token: options.accessToken,
          environment:
            options.environment === 'production'
              ? SquareEnvironment.Production
              : SquareEnvironment.Sandbox,
          ...(options.baseUrl !== undefined && { baseUrl: options.baseUrl }),
          ...(options.maxRetries !== undefined && { maxRetries: options.maxRetries }),
          timeoutInSeconds: options.timeoutInSeconds ?? 30,
        }),
    );
    return client;
  };

  async function createCustomer(input: SaveCardInput): Promise<string> {
    const name = input.cardholderName?.trim();
    const email = input.email?.trim();
    const { customer } = await (await squareClient()).customers.create({
      idempotencyKey: squareIdempotencyKey(input.idempotencyKey, 'customer'),
      referenceId: input.customerRef,
      // Square wants a name, company, email or phone on every customer.
      ...((name || !email) && { givenName: name || 'Shopper' }),
      ...(email && { emailAddress: email }),
    });
    if (!customer?.id) throw new SquareGatewayError('save card', null, [], 'no customer id');
    return customer.id;
  }

  async function createCard(input: SaveCardInput, customerId: string, keyPurpose?: string) {
    const name = input.cardholderName?.trim();
    const { card } = await (await squareClient()).cards.create({
      idempotencyKey: squareIdempotencyKey(input.idempotencyKey, keyPurpose),
      sourceId: input.sourceToken,
      card: { customerId, referenceId: input.customerRef, ...(name && { cardholderName: name }) },
    });
    if (!card?.id) throw new SquareGatewayError('save card', null, [], 'no card id');
    return { ...card, id: card.id };
  }

  return {
    name: 'square',

    async saveCard(input): Promise<SaveCardResult> {
      try {
        let customerId = input.providerCustomerId || (await createCustomer(input));
        let card: Square.Card & { id: string };
        try {
          card = await createCard(input, customerId);
        } catch (error) {
          // A customer deleted on Square's side (or of the other environment): file the card anew.
          if (!(input.providerCustomerId && isCustomerNotFound(error))) throw error;
          customerId = await createCustomer(input);
          card = await createCard(input, customerId, 'card-for-new-customer');
        }
        return {
          ok: true,
          card: {
            providerCardId: card.id,
            providerCustomerId: customerId,
            brand: card.cardBrand ?? 'OTHER_BRAND',
            last4: card.last4 ?? '',
            expMonth: Number(card.expMonth ?? 0),
            expYear: Number(card.expYear ?? 0),
          },
        };
      } catch (error) {
        const decline = cardProblem(error);
        if (decline) return { ok: false, declineMessage: decline };
        throw toGatewayError('save card', error);
      }
    },

    async charge(input): Promise<ChargeResult> {
      try {
        const { payment } = await (await squareClient()).payments.create({
          sourceId: input.sourceToken,
          idempotencyKey: squareIdempotencyKey(input.idempotencyKey),
          amountMoney: usd(input.amountCents),
          locationId: options.locationId,
          autocomplete: true,
          ...(input.customerId && { customerId: input.customerId }),
          ...(input.note && { note: input.note.slice(0, 500) }),
        });
        if (!payment?.id) throw new SquareGatewayError('charge', null, [], 'no payment id');
        if (payment.status === 'FAILED' || payment.status === 'CANCELED')
          return { ok: false, declineMessage: DEFAULT_DECLINE_MESSAGE };
        const card = payment.cardDetails?.card;
        return {
          ok: true,
          providerPaymentId: payment.id,
          card: card?.cardBrand && card.last4 ? { brand: card.cardBrand, last4: card.last4 } : null,
        };
      } catch (error) {
        const decline = cardProblem(error);
        if (decline) return { ok: false, declineMessage: decline };
        throw toGatewayError('charge', error);
      }
    },

    async refund(input): Promise<RefundResult> {
      try {
        const { refund } = await (await squareClient()).refunds.refundPayment({
          idempotencyKey: squareIdempotencyKey(input.idempotencyKey),
          paymentId: input.providerPaymentId,
          amountMoney: usd(input.amountCents),
          ...(input.reason && { reason: input.reason.slice(0, 192) }),
        });
        if (!refund?.id) throw new SquareGatewayError('refund', null, [], 'no refund id');
        if (refund.status === 'REJECTED' || refund.status === 'FAILED')
          return { ok: false, message: `Square refused the refund (${refund.status})` };
        return { ok: true, providerRefundId: refund.id };
      } catch (error) {
        // A refund Square will not make (too much, already refunded, unknown payment) is a value;
        // access, rate-limit and server errors are not.
        const refused = asSquareError(error);
        const status = refused?.statusCode;
        if (
          refused &&
          status &&
          status >= 400 &&
          status < 500 &&
          ![401, 403, 408, 429].includes(status)
        ) {
          const first = refused.errors[0];
          return {
            ok: false,
            message: `Square refused the refund: ${first?.detail ?? first?.code ?? `HTTP ${status}`}`,
          };
        }
        throw toGatewayError('refund', error);
      }
    },
  };
}
