import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import {
  getNotificationPreferences,
  unsubscribeTokenOf,
} from '../../src/server/modules/messaging/preferences.service';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { signUpInBrowser, visible } from './helpers';

/**
 * An email's unsubscribe link (issue 36, decision 0061): opening it shows a confirmation and
 * changes nothing; the button makes the change, for the kind the link is bound to only.
 */
describeBrowser('unsubscribe link', () => {
  browserTest('asks first, then turns off that kind of email only', async ({ page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { user } = await signUpInBrowser(page);
    const token = await unsubscribeTokenOf(server.ctx, user.id, 'game_result');
    // As a mail link: a fresh visit, no session needed.
    await page.context().clearCookies();
    await page.goto(`/api/notification-preferences/unsubscribe?token=${token}&kind=receipts`);
    await visible(page.getByRole('heading', { name: 'Stop "Results" emails?' }));
    await visible(page.getByText('You won, or the final results of your game.'));
    await page.screenshot({ path: 'tests/e2e/screenshots/unsubscribe-confirm-phone.png' });
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    const button = await page.getByRole('button', { name: 'Unsubscribe' }).boundingBox();
    expect(button?.height).toBeGreaterThanOrEqual(44);
    // Opening the page (and reloading it) changed nothing.
    await page.reload();
    expect((await getNotificationPreferences(server.ctx, user.id)).kinds.game_result.email).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await visible(page.getByRole('heading', { name: "You're unsubscribed" }));
    await visible(
      page.getByText('We won\'t email you about "Results" any more.', { exact: false }),
    );
    await page.screenshot({ path: 'tests/e2e/screenshots/unsubscribe-done-phone.png' });
    const preferences = await getNotificationPreferences(server.ctx, user.id);
    expect(preferences.kinds.game_result).toEqual({ inApp: true, push: true, email: false });
    // The link named receipts too: bound to its kind, it left them alone.
    expect(preferences.kinds.receipts.email).toBe(true);
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await page.waitForURL('**/profile**');
  });

  browserTest('a link that names no one says so', async ({ page }) => {
    await page.goto('/api/notification-preferences/unsubscribe?token=not-a-token');
    await visible(page.getByRole('heading', { name: 'This unsubscribe link is not valid' }));
  });
});
