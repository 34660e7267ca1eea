import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { APP_BOOT_SCRIPT_SOURCE } from '../../plugins/app-boot';
import { contentSecurityPolicyFor } from '../../plugins/security';
import { paymentProviderFromEnv, TEST_PAYMENT_CONFIG } from './payment-provider';
import { testGateway } from './test-gateway';

const squareEnv = {
  PAYMENTS_PROVIDER: 'square',
  SQUARE_ACCESS_TOKEN: 'EAAAl-secret-access-token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-app-id',
  SQUARE_LOCATION_ID: 'LQ0EXAMPLE123',
  SQUARE_ENVIRONMENT: 'sandbox',
} as const;

const getConfig = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/square/config' });

describe('GET /api/square/config with the test provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the provider and nothing else, without a sign-in', async () => {
    const response = await getConfig(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'test',
      applicationId: null,
      locationId: null,
      environment: null,
    });
  });

  it('lets no Square origin into the CSP', async () => {
    const csp = String((await getConfig(t)).headers['content-security-policy']);
    expect(csp).not.toContain('square');
    expect(csp).toContain(`script-src 'self' ${APP_BOOT_SCRIPT_SOURCE};`);
  });
});

describe('GET /api/square/config with the square provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { gateway, config } = paymentProviderFromEnv(squareEnv);
    t = await createTestApp({}, undefined, { payments: gateway, paymentConfig: config });
  });
  afterAll(() => t.close());

  it('gives the public application and location ids, never the access token', async () => {
    const response = await getConfig(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'square',
      applicationId: 'sandbox-sq0idb-app-id',
      locationId: 'LQ0EXAMPLE123',
      environment: 'sandbox',
    });
    expect(response.body).not.toContain(squareEnv.SQUARE_ACCESS_TOKEN);
  });

  it("lets Square's Web Payments SDK load, frame and call its sandbox origins", async () => {
    const csp = String((await getConfig(t)).headers['content-security-policy']);
    expect(csp).toContain(
      `script-src 'self' ${APP_BOOT_SCRIPT_SOURCE} https://sandbox.web.squarecdn.com`,
    );
    expect(csp).toContain("frame-src 'self' https://*.squarecdn.com");
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/pci-connect\.squareupsandbox\.com/);
    expect(csp).not.toContain('https://pci-connect.squareup.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('payment provider from the environment', () => {
  it('is the offline test provider by default', () => {
    expect(
      paymentProviderFromEnv({ PAYMENTS_PROVIDER: 'test', SQUARE_ENVIRONMENT: 'sandbox' }),
    ).toEqual({ gateway: testGateway, config: TEST_PAYMENT_CONFIG });
  });

  it('is Square with its ids when PAYMENTS_PROVIDER=square', () => {
    const { gateway, config } = paymentProviderFromEnv({
      ...squareEnv,
      SQUARE_APPLICATION_ID: 'sq0idp-app-id',
      SQUARE_ENVIRONMENT: 'production',
    });
    expect(gateway.name).toBe('square');
    expect(config).toEqual({
      provider: 'square',
      applicationId: 'sq0idp-app-id',
      locationId: 'LQ0EXAMPLE123',
      environment: 'production',
    });
  });

  it("uses Square's production origins in the CSP for production", () => {
    const csp = contentSecurityPolicyFor({
      provider: 'square',
      applicationId: 'sq0idp-app-id',
      locationId: 'L1',
      environment: 'production',
    });
    expect(csp['script-src']).toContain('https://web.squarecdn.com');
    expect(csp['connect-src']).toContain('https://pci-connect.squareup.com');
    expect(JSON.stringify(csp)).not.toContain('sandbox');
  });
});
