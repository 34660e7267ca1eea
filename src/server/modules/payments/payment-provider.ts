import type { PaymentConfig } from '../../../shared/contracts/orders';
import type { Env } from '../../env';
import type { PaymentGateway } from './payment-gateway';
import { createSquareGateway } from './square-gateway';
import { testGateway } from './test-gateway';

/** The card form's settings for the offline provider: it needs no ids. */
export const TEST_PAYMENT_CONFIG: PaymentConfig = {
  provider: 'test',
  applicationId: null,
  locationId: null,
  environment: null,
};

export interface PaymentProvider {
  gateway: PaymentGateway;
  /** What GET /api/square/config tells the browser (public ids only, never the access token). */
  config: PaymentConfig;
}

type PaymentEnv = Pick<
  Env,
  | 'PAYMENTS_PROVIDER'
  | 'SQUARE_ACCESS_TOKEN'
  | 'SQUARE_APPLICATION_ID'
  | 'SQUARE_LOCATION_ID'
  | 'SQUARE_ENVIRONMENT'
>;

/** The provider PAYMENTS_PROVIDER names; parseEnv has already required Square's settings. */
export function paymentProviderFromEnv(env: PaymentEnv): PaymentProvider {
  if (env.PAYMENTS_PROVIDER !== 'square')
    return { gateway: testGateway, config: TEST_PAYMENT_CONFIG };
  const { SQUARE_ACCESS_TOKEN, SQUARE_APPLICATION_ID, SQUARE_LOCATION_ID } = env;
  if (!SQUARE_ACCESS_TOKEN || !SQUARE_APPLICATION_ID || !SQUARE_LOCATION_ID)
    throw new Error(
      'Square needs SQUARE_ACCESS_TOKEN, SQUARE_APPLICATION_ID and SQUARE_LOCATION_ID',
    );
  return {
    gateway: createSquareGateway({
      accessToken: SQUARE_ACCESS_TOKEN,
      locationId: SQUARE_LOCATION_ID,
      environment: env.SQUARE_ENVIRONMENT,
    }),
    config: {
      provider: 'square',
      applicationId: SQUARE_APPLICATION_ID,
      locationId: SQUARE_LOCATION_ID,
      environment: env.SQUARE_ENVIRONMENT,
    },
  };
}
