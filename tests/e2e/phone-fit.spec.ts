import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { USERNAME_MAX_LENGTH } from '../../src/shared/contracts/auth';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { FREE_PLAY_INFLUENCER_IDS } from '../fixtures/influencers';
import { completeProfileFor, invoiceOfOrder, placeOrder } from './commerce-helpers';
import { appRunning, registerForm, screenshot, settled, visible } from './helpers';
import {
  inTabs,
  phoneContext,
  routerPatterns,
  settle,
  VISITORS,
  type Visit,
  visitsFor,
  worldOf,
} from './route-tour';
import { fullPageScreenshot } from './storefront-helpers';

/**
 * Every route of the client router, at a phone's 390×844, signed out, as a shopper with a complete
 * profile (card on file, cart, an order, a game, a room, a free-play game, an unlocked chat), as a
 * newcomer without a card and as an admin past the PIN, with the dialogs a shopper opens. A page
 * fails when it scrolls sideways or something sticks out of the screen (a clipped dialog), when a
 * visible control is smaller than 24×24 CSS px (WCAG 2.5.8; links inside a sentence are exempt), or
 * when a control's label is wider than the control and spills out of it.
 * Set PHONE_FIT_SCREENSHOTS=1 to save a screenshot of every page to tests/e2e/screenshots, and
 * PHONE_FIT_ONLY=<regexp> to walk only the matching addresses.
 */

const MIN_TARGET = 24;
const PHONE_WIDTH = 390;
const takeScreenshots = process.env.PHONE_FIT_SCREENSHOTS === '1';

/** Runs in the page: what sticks out sideways and which controls are too small. Plain JS (no helpers). */
const AUDIT = `(scopeSelector) => {
  const vw = document.documentElement.clientWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  const describe = (el) => {
    const tag = el.tagName.toLowerCase();
    const testId = el.getAttribute('data-testid');
    const label = el.getAttribute('aria-label');
    const text = (el.innerText || el.value || el.getAttribute('placeholder') || '')
      .replace(/\\s+/g, ' ').trim().slice(0, 40);
    const cls = typeof el.className === 'string'
      ? el.className.trim().split(/\\s+/).filter(Boolean).slice(0, 5).join('.') : '';
    const r = el.getBoundingClientRect();
    return '<' + tag + (testId ? ' data-testid=' + testId : '') + (cls ? ' .' + cls : '') + '>'
      + (label ? ' [' + label + ']' : '') + (text ? ' "' + text + '"' : '')
      + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) + ' at x=' + Math.round(r.left);
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') return false;
    // Screen-reader-only text (clipped away) is not on screen.
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 || r.height > 1;
  };
  const clippedByAncestor = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return true;
    }
    return false;
  };
  const sticking = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('[data-sonner-toaster]')) continue;
    const r = el.getBoundingClientRect();
    if (r.right <= vw + 0.5 && r.left >= -0.5) continue;
    if (!shown(el) || clippedByAncestor(el)) continue;
    sticking.push(el);
  }
  const outermost = sticking.filter((el) => !sticking.includes(el.parentElement));

  const scope = scopeSelector ? document.querySelector(scopeSelector) : document.body;
  const small = [];
  const targets = scope ? scope.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option], [role=combobox]'
  ) : [];
  const spilling = [];
  for (const el of targets) {
    if (el.disabled || el.closest('[inert]') || !shown(el)) continue;
    if (el.closest('[data-sonner-toaster]')) continue;
    // A button or link too narrow for its label lets it spill out (the page may still fit: the
    // overflow can go left, or stay inside a card's padding).
    if (
      !['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) &&
      getComputedStyle(el).overflowX === 'visible' &&
      el.clientWidth > 0 &&
      el.scrollWidth > el.clientWidth + 1
    ) {
      spilling.push(describe(el) + ' needs ' + el.scrollWidth + 'px');
    }
    let r = el.getBoundingClientRect();
    let width = r.width;
    let height = r.height;
    // A link stretched over its card (an absolute ::after) is as big as the card.
    const after = getComputedStyle(el, '::after');
    if (after.content !== 'none' && after.position === 'absolute' && el.offsetParent) {
      const card = el.offsetParent.getBoundingClientRect();
      width = Math.max(width, card.width);
      height = Math.max(height, card.height);
    }
    // A control is operated through its label too (a radio's or checkbox's row): the label is part
    // of the target.
    if (el.labels) {
      for (const label of el.labels) {
        const l = label.getBoundingClientRect();
        width = Math.max(width, Math.max(r.right, l.right) - Math.min(r.left, l.left));
        height = Math.max(height, Math.max(r.bottom, l.bottom) - Math.min(r.top, l.top));
      }
    }
    if (width >= ${MIN_TARGET} - 0.5 && height >= ${MIN_TARGET} - 0.5) continue;
    // WCAG 2.5.8 inline exception: a link in a sentence is sized by the line it sits in.
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (el.textContent || '').trim().length;
      if (block && (block.textContent || '').trim().length > own) continue;
    }
    small.push(describe(el));
  }
  return {
    scrollWidth,
    clientWidth: vw,
    sticking: outermost.slice(0, 6).map(describe),
    small: small.slice(0, 12),
    spilling: spilling.slice(0, 6),
  };
}`;

interface AuditResult {
  scrollWidth: number;
  clientWidth: number;
  sticking: string[];
  small: string[];
  spilling: string[];
}

/** The problems of what is on screen now, as lines naming the page and the elements. */
async function audit(page: Page, label: string, scope?: string): Promise<string[]> {
  const result = (await page.evaluate(
    `(${AUDIT})(${JSON.stringify(scope ?? null)})`,
  )) as AuditResult;
  if (takeScreenshots) await screenshot(page, `phone-fit ${label}`.replace(/[^a-z0-9-]+/gi, '_'));
  const problems: string[] = [];
  if (result.scrollWidth > result.clientWidth || result.sticking.length > 0) {
    problems.push(
      `${label}: ${result.scrollWidth}px wide on a ${result.clientWidth}px screen; sticking out: ${
        result.sticking.join(' | ') || '(nothing visible)'
      }`,
    );
  }
  if (result.spilling.length > 0) {
    problems.push(`${label}: labels wider than their control: ${result.spilling.join(' | ')}`);
  }
  if (result.small.length > 0) {
    problems.push(`${label}: tap targets under 24×24 px: ${result.small.join(' | ')}`);
  }
  return problems;
}

async function walk(context: BrowserContext, visits: Visit[], who: string): Promise<string[]> {
  // PHONE_FIT_ONLY=<regexp> walks only the matching addresses, while fixing one page.
  const only = process.env.PHONE_FIT_ONLY ? new RegExp(process.env.PHONE_FIT_ONLY) : null;
  return inTabs(
    context,
    visits.filter((entry) => !only || only.test(entry.url)),
    async (page, visit) => {
      const problems: string[] = [];
      const label = `${who} ${visit.url}`;
      const started = performance.now();
      await page.goto(visit.url, { waitUntil: 'domcontentloaded' });
      await settle(page);
      if (process.env.PHONE_FIT_TIMING) console.log(label, Math.round(performance.now() - started));
      problems.push(...(await audit(page, label)));
      for (const dialog of visit.dialogs ?? []) {
        const scope = await dialog.open(page);
        problems.push(...(await audit(page, `${label} [${dialog.name}]`, scope)));
        if (dialog.check) problems.push(...(await dialog.check(page)));
        await page.keyboard.press('Escape');
        await settled(page);
      }
      return problems;
    },
  );
}

describeBrowser('every page fits a phone', () => {
  browserTest('the spec visits every route of the client router', async ({ server, browser }) => {
    const world = await worldOf(server, browser);
    const visited = new Set(
      VISITORS.flatMap((who) => visitsFor(world, who).map((visit) => visit.route)),
    );
    expect(routerPatterns().filter((route) => !visited.has(route))).toEqual([]);
    expect(routerPatterns().length).toBeGreaterThan(40);
  });

  browserTest(
    'signed out, every page fits 390 px and every control is at least 24×24 px',
    { timeout: 240_000 },
    async ({ server, browser }) => {
      const world = await worldOf(server, browser);
      expect(await walk(world.guest, visitsFor(world, 'guest'), 'guest')).toEqual([]);
    },
  );

  browserTest(
    'a shopper with a card, a cart, an order and games: every page and dialog fits',
    { timeout: 300_000 },
    async ({ server, browser }) => {
      const world = await worldOf(server, browser);
      expect(await walk(world.shopper, visitsFor(world, 'shopper'), 'shopper')).toEqual([]);
    },
  );

  browserTest(
    'a newcomer without a card: the play, profile, cart and checkout screens and the payment-method dialog fit',
    { timeout: 120_000 },
    async ({ server, browser }) => {
      const world = await worldOf(server, browser);
      expect(await walk(world.newcomer, visitsFor(world, 'newcomer'), 'newcomer')).toEqual([]);
    },
  );

  browserTest("a toast's close button is at least 24×24 px", async ({ server, browser }) => {
    const context = await phoneContext(browser, server);
    try {
      const page = await context.newPage();
      await page.goto('/auth');
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Username').fill('nobody-here');
      await form.getByLabel('Password', { exact: true }).fill('wrong-password');
      await form.getByRole('button', { name: 'Login', exact: true }).click();
      const close = page.locator('[data-sonner-toast] [data-close-button]');
      await close.waitFor({ state: 'visible', timeout: 10_000 });
      const box = await close.boundingBox();
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([24, 24]);
      // Still on the screen, and on the toast's corner as Sonner places it.
      expect(box && box.x >= 0).toBe(true);
    } finally {
      await context.close();
    }
  });

  browserTest(
    'an admin past the PIN: every admin screen, form and portal fits',
    { timeout: 180_000 },
    async ({ server, browser }) => {
      const world = await worldOf(server, browser);
      expect(await walk(world.admin, visitsFor(world, 'admin'), 'admin')).toEqual([]);
    },
  );

  browserTest(
    'the longest name each field allows wraps: free play, room results, order confirmation and invoice fit 390 px',
    { timeout: 120_000 },
    async ({ server, browser }) => {
      // The demo catalogue and influencers (the tour's world, built once per file).
      const world = await worldOf(server, browser);
      // One unbroken word as long as each field allows (a space would let the browser wrap).
      const word = (length: number, seed: string) => seed.repeat(length).slice(0, length);
      const username = word(USERNAME_MAX_LENGTH, 'lagunabeachsunglassesfan');
      const guestName = word(USERNAME_MAX_LENGTH, 'heislerparktidepoolwatcher');
      const hostPlayer = word(40, 'Alexandrina');
      const guestPlayer = word(40, 'Maximiliano');
      const roomName = word(60, 'FridayNightShowdown');
      const [host, guest] = [
        await phoneContext(browser, server),
        await phoneContext(browser, server),
      ];
      try {
        const page = await host.newPage();
        const other = await guest.newPage();
        const widths: Record<string, number> = {};
        const fits = async (target: Page, label: string) => {
          await settle(target);
          widths[label] = await target.evaluate(() => document.documentElement.scrollWidth);
          await fullPageScreenshot(
            target,
            `phone-fit-long-names ${label}`.replace(/[^a-z0-9-]+/gi, '_'),
          );
          return audit(target, label);
        };
        const problems: string[] = [];

        // Two shoppers sign up with the longest usernames, typed into the register form.
        for (const [tab, name] of [
          [page, username],
          [other, guestName],
        ] as const) {
          await tab.goto('/auth?tab=register');
          const form = registerForm(tab);
          await form.getByLabel('Username').fill(name);
          await form.getByLabel('Password', { exact: true }).fill('correct-horse');
          await form.getByLabel('Confirm Password').fill('correct-horse');
          await form.getByRole('button', { name: 'Register', exact: true }).click();
          await tab.waitForURL((url) => url.pathname !== '/auth');
        }

        // Free play: both type the longest player name; the lobby, then the game.
        await page.goto('/free-play');
        // A name typed into the server's markup before the app runs would be lost.
        await appRunning(page);
        await page.getByRole('textbox', { name: 'Your Name' }).fill(hostPlayer);
        await page.getByRole('button', { name: 'Create New Game' }).click();
        await page.waitForURL(/\/free-play\?game=[A-Z0-9]{6}$/);
        const gameId = new URL(page.url()).searchParams.get('game') ?? '';
        await other.goto(`/free-play?game=${gameId}`);
        await appRunning(other);
        await other.getByRole('textbox', { name: 'Your Name' }).fill(guestPlayer);
        other.once('dialog', (dialog) => void dialog.accept(gameId));
        await other.getByRole('button', { name: "Join Friend's Game" }).click();
        await visible(other.getByText('Waiting for the host to start'));
        await visible(page.locator(`[data-player-name="${guestPlayer}"]`));
        problems.push(...(await fits(page, 'free play lobby (host)')));
        problems.push(...(await fits(other, 'free play lobby (guest)')));
        await page
          .locator(
            `[data-testid="free-play-influencer"][data-influencer-id="${FREE_PLAY_INFLUENCER_IDS[0]}"]`,
          )
          .getByRole('button')
          .click();
        await page.getByRole('button', { name: /^Start \d+-\w+ Game$/ }).click();
        await visible(page.getByRole('heading', { name: 'Live Team Performance' }));
        problems.push(...(await fits(page, 'free play game')));

        // A room with the longest name, played by both to the end: its published results.
        const room = (await (
          await page.request.post('/api/game-rooms', { data: { name: roomName } })
        ).json()) as { id: string };
        await other.request.post(`/api/game-rooms/${room.id}/join`);
        await page.request.post(`/api/game-rooms/${room.id}/team`, {
          data: { influencers: FREE_PLAY_INFLUENCER_IDS.slice(0, 5) },
        });
        await other.request.post(`/api/game-rooms/${room.id}/team`, {
          data: { influencers: FREE_PLAY_INFLUENCER_IDS.slice(5, 10) },
        });
        expect((await page.request.post(`/api/game-rooms/${room.id}/start`)).status()).toBe(200);
        // The room's hour is up (its end moved to a moment ago); the scheduler finishes it.
        const aMomentAgo = new Date(server.clock.now().getTime() - 1_000).toISOString();
        await server.ctx.db.execute(
          sql`update games set ends_at = ${aMomentAgo} where id = ${room.id}`,
        );
        await runSchedulerTick(server.ctx, { gateway: testGateway });
        await page.goto(`/room-results/${room.id}`);
        await visible(page.getByRole('heading', { name: roomName }));
        problems.push(...(await fits(page, 'room results')));

        // An order with the longest name and address the checkout takes: confirmation and invoice.
        const long = word(200, 'Bartholomew');
        const customer = {
          name: long,
          email: `${word(64, 'casey')}@${word(60, 'lagunabeach')}.com`,
          phone: '9495550123',
          address: {
            line1: word(200, '123OceanAvenue'),
            city: word(200, 'LagunaBeach'),
            state: word(200, 'California'),
            postalCode: '92651',
          },
        };
        await completeProfileFor(page, { customer });
        const product = world.products.find((entry) => entry.quantity > 0);
        if (!product) throw new Error('no product in stock');
        const orderId = await placeOrder(page, { items: [{ productId: product.id }], customer });
        await page.goto(`/order-confirmation/${orderId}`);
        await visible(page.getByText(long.slice(0, 20)));
        problems.push(...(await fits(page, 'order confirmation')));
        const invoice = await invoiceOfOrder(page, orderId);
        await page.goto(`/invoices/${invoice.id}`);
        await visible(page.getByText(long.slice(0, 20)));
        problems.push(...(await fits(page, 'invoice')));

        console.log('page widths with the longest names', widths);
        expect(problems).toEqual([]);
        expect(Object.values(widths).every((width) => width <= PHONE_WIDTH)).toBe(true);
      } finally {
        await host.close();
        await guest.close();
      }
    },
  );
});
