import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { users } from '../../src/server/db/schema/auth';
import type { User } from '../../src/shared/contracts/auth';
import { uniqueUsername } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';

const screenshotDir = path.resolve('tests/e2e/screenshots');

/**
 * Saves a screenshot to tests/e2e/screenshots (gitignored) for a person to look at. Menus, dialogs
 * and toasts still fading in are shown as they end (Playwright finishes finite animations first).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: false,
    animations: 'disabled',
  });
}

/** Waits until the page has painted twice more: what an event handler changed is on screen. */
export async function framePainted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Waits until every finite animation and transition on the page (a dialog or menu opening, a toast
 * leaving, a resize's reflow) has ended, then for a painted frame: what is measured is at rest.
 * Endless ones (a live dot's pulse) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000 },
  );
  await framePainted(page);
}

/**
 * Waits until the app runs behind a server-rendered page (`html[data-hydrated]`, set by main.tsx
 * once every part is hydrated): a click or choice made in the server's markup before then is lost.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Waits until the locator is visible (playwright-core has no auto-waiting expect). */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** A toast with this exact title (and description, when given) is on screen. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({
    has: page.getByText(title, { exact: true }),
  });
  await visible(toast);
  if (description) await visible(toast.getByText(description, { exact: true }));
}

/**
 * Creates an account through the API without leaving the browser signed in, for tests that
 * start from the login form.
 */
export async function createAccount(
  page: Page,
  overrides: { username?: string; password?: string } = {},
): Promise<{ user: User; username: string; password: string }> {
  const username = overrides.username ?? uniqueUsername();
  const password = overrides.password ?? 'correct-horse';
  const response = await page.request.post('/api/register', { data: { username, password } });
  if (response.status() !== 201) {
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  }
  const user = (await response.json()) as User;
  await page.context().clearCookies();
  return { user, username, password };
}

/** Creates an account and keeps its session cookie in the browser: the next page load is signed in. */
export async function signUpInBrowser(page: Page): Promise<{ user: User; username: string }> {
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, password: 'correct-horse' },
  });
  if (response.status() !== 201) {
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  }
  return { user: (await response.json()) as User, username };
}

export function loginForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Login' });
}

export function registerForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Register' });
}

/** Fills and submits the login form on /auth. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Waits for the URL path (and query) to equal `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === expected, { timeout: 10_000 });
}

/** Makes an existing account an admin, straight in the database (no API does this). */
export async function promoteToAdmin(server: TestServer, userId: number): Promise<void> {
  await server.db.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}
