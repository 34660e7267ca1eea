import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { seedInfluencers } from '../fixtures/influencers';
import { enterAdmin } from './admin-helpers';
import { completeProfileFor } from './commerce-helpers';
import { expectToast, screenshot, settled, signUpInBrowser, visible } from './helpers';
import { phoneViewport } from './storefront-helpers';

/** WCAG 2.1 A and AA violations on the page, one line each (as tests/e2e/accessibility.spec.ts). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.map(String).join(' > ')}`),
  );
}

/**
 * Chat, both ways (decision 0057), as the three people involved see it: the admin links an account
 * to Sofia Martinez, a shopper unlocks her chat (the dialog promises the money back) and writes, the
 * linked account finds the message unread in its inbox and answers, and the shopper's open panel
 * shows the answer live, with a notice in the bell.
 */
describeBrowser('influencer inbox', () => {
  browserTest(
    'admin links an account; a shopper pays and writes; the influencer replies; the shopper sees it live',
    async ({ page, browser, server }) => {
      await seedInfluencers(server.ctx, { history: false });
      const open = async (): Promise<Page> => {
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: { width: 1280, height: 900 },
          serviceWorkers: 'block',
        });
        return context.newPage();
      };
      const influencer = await open();
      const shopper = await open();
      try {
        const { username: influencerUsername } = await signUpInBrowser(influencer);

        // The admin links that account to Sofia Martinez in the Influencers tab.
        await enterAdmin(page, server);
        await page.getByRole('tab', { name: 'Influencers' }).click();
        const sofia = page.locator('[data-influencer-id="sofia"]');
        await visible(sofia);
        expect(await sofia.getByTestId('linked-account').textContent()).toBe('No account linked');
        await sofia.getByLabel('Account username for Sofia Martinez').fill('no_such_person');
        await sofia.getByRole('button', { name: 'Link an account to Sofia Martinez' }).click();
        await expectToast(page, 'Account not changed', 'No account with this username.');
        await sofia.getByLabel('Account username for Sofia Martinez').fill(influencerUsername);
        await sofia.getByRole('button', { name: 'Link an account to Sofia Martinez' }).click();
        await expectToast(page, 'Account linked');
        await visible(sofia.getByText(`Linked to ${influencerUsername}`));
        expect(await axeViolations(page)).toEqual([]);
        await sofia.scrollIntoViewIfNeeded();
        await screenshot(page, 'inbox-admin-linked-1280');

        // The shopper unlocks Sofia's chat: the confirm step states the reply-or-refund promise.
        const { username: shopperUsername } = await signUpInBrowser(shopper);
        await completeProfileFor(shopper);
        await shopper.goto('/influencer/sofia');
        const panel = shopper.getByRole('region', { name: 'Direct Messages' });
        const promise =
          "If Sofia doesn't reply to your first message within 7 days, the $5.00 is refunded.";
        await visible(panel.getByText(promise));
        await panel.getByRole('button', { name: 'Unlock Chat Access' }).click();
        const confirm = shopper.getByRole('alertdialog', { name: 'Unlock chat access?' });
        await visible(confirm.getByText(promise, { exact: false }));
        await screenshot(shopper, 'inbox-unlock-confirm-1280');
        await confirm.getByRole('button', { name: 'Pay $5.00 and unlock' }).click();
        await expectToast(shopper, 'Chat unlocked');
        const box = panel.getByLabel('Message', { exact: true });
        await box.fill('Hi Sofia! Where do you surf at sunrise?');
        await panel.getByRole('button', { name: 'Send' }).click();
        await expectToast(shopper, 'Message Sent');
        await visible(panel.getByText(/has until .* to reply, or your \$5\.00 is refunded\./));

        // The influencer's inbox: the conversation, unread, newest first.
        await influencer.goto('/inbox');
        await visible(influencer.getByRole('heading', { level: 1, name: 'Inbox' }));
        const conversation = influencer
          .getByTestId('inbox-conversation')
          .filter({ hasText: shopperUsername });
        await visible(conversation);
        expect(await conversation.getByTestId('unread-count').textContent()).toBe('1 unread');
        await screenshot(influencer, 'inbox-unread-1280');
        await conversation.click();
        const thread = influencer.getByRole('region', { name: `Chat with ${shopperUsername}` });
        await visible(thread.getByText('Hi Sofia! Where do you surf at sunrise?'));
        await expect.poll(() => conversation.getByTestId('unread-count').count()).toBe(0);
        await visible(thread.getByText(/Reply by .*, or the shopper's chat is refunded\./));

        // A blank reply cannot be sent; a real one reaches the shopper live.
        const reply = thread.getByLabel('Reply', { exact: true });
        await reply.fill('   ');
        expect(await thread.getByRole('button', { name: 'Send reply' }).isDisabled()).toBe(true);
        await reply.fill('Thalia Street, before the wind picks up!');
        await thread.getByRole('button', { name: 'Send reply' }).click();
        await expectToast(influencer, 'Reply sent');
        await visible(thread.getByText('Thalia Street, before the wind picks up!'));
        await screenshot(influencer, 'inbox-replied-1280');
        await settled(influencer);
        expect(await axeViolations(influencer)).toEqual([]);

        // The shopper's open panel, not reloaded: the reply arrives over the live channel.
        await visible(
          panel.getByTestId('chat-reply').getByText('Thalia Street, before the wind picks up!'),
        );
        expect(await panel.getByTestId('chat-message').count()).toBe(1);
        expect(await panel.getByText(/to reply, or your \$5\.00 is refunded/).count()).toBe(0);
        await visible(shopper.getByRole('button', { name: 'Notifications, 2 unread' }));
        await shopper.getByRole('button', { name: 'Notifications, 2 unread' }).click();
        await visible(shopper.getByText('Sofia Martinez replied'));
        await screenshot(shopper, 'inbox-shopper-sees-reply-1280');
        await shopper.keyboard.press('Escape');

        // The influencer blocks and reports; the admin sees the report.
        await thread.getByRole('button', { name: 'Report' }).click();
        const dialog = influencer.getByRole('dialog', {
          name: `Report the chat with ${shopperUsername}`,
        });
        await dialog.getByLabel('What is wrong?').fill('Testing the report button');
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await expectToast(influencer, 'Report sent');
        await thread.getByRole('button', { name: 'Block' }).click();
        await expectToast(influencer, 'Shopper blocked');
        await visible(panel.getByText("Sofia isn't taking messages from you."));
        await phoneViewport(influencer);
        await screenshot(influencer, 'inbox-390');
        await page.reload();
        await page.getByRole('tab', { name: 'Influencers' }).click();
        await visible(
          page
            .getByTestId('chat-report')
            .filter({ hasText: `Sofia Martinez reported ${shopperUsername}` }),
        );
        await visible(page.getByText('Testing the report button'));
      } finally {
        await influencer.context().close();
        await shopper.context().close();
      }
    },
  );

  browserTest(
    'an account that is not an influencer is told what the inbox is for',
    async ({ page }) => {
      await signUpInBrowser(page);
      await page.goto('/inbox');
      await visible(page.getByText('This inbox is for an influencer’s linked account.'));
      await visible(page.getByRole('link', { name: 'Influencer Directory' }));
    },
  );
});
