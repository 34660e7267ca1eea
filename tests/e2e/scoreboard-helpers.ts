import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import type { User } from '../../src/shared/contracts/auth';
import type { Competition, PlayResult } from '../../src/shared/contracts/competitions';
import { newIdempotencyKey } from '../fixtures/commerce';
import { uniqueUsername } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor } from './commerce-helpers';

function api(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) {
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export interface Shopper {
  /** A browser context of this shopper's own, signed in (open pages with context.newPage()). */
  context: BrowserContext;
  user: User;
  username: string;
  password: string;
}

/**
 * Another shopper in a browser context of their own: registered, profile complete with the
 * sandbox card on file, so they can enter games. Close `context` when done.
 */
export async function otherShopper(browser: Browser, server: TestServer): Promise<Shopper> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const username = uniqueUsername('player');
  const password = 'correct-horse';
  const user = await ok<User>(
    await context.request.post('/api/register', { data: { username, password } }),
    'register',
  );
  await completeProfileFor(context.request);
  return { context, user, username, password };
}

/** POST /api/plays for the signed-in shopper, with a fresh Idempotency-Key (as the client sends). */
export async function enterGame(
  target: Page | APIRequestContext,
  productId: number,
  influencerIds: string[],
): Promise<PlayResult> {
  return ok<PlayResult>(
    await api(target).post('/api/plays', {
      data: { productId, influencerIds },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
    'enter game',
  );
}

/** GET /api/products/:id/competition */
export async function competitionOf(
  target: Page | APIRequestContext,
  productId: number,
): Promise<Competition> {
  return ok<Competition>(
    await api(target).get(`/api/products/${productId}/competition`),
    'competition',
  );
}

/** Signs the page's browser in as an existing account (the session cookie lands in the context). */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await ok<User>(await page.request.post('/api/login', { data: { username, password } }), 'login');
}
