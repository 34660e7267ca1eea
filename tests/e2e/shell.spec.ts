import { expect } from 'vitest';
import { notify } from '../../src/server/modules/notifications/notifications.service';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { completeProfileFor } from './commerce-helpers';
import {
  appRunning,
  expectToast,
  promoteToAdmin,
  screenshot,
  settled,
  signUpInBrowser,
  visible,
  waitForPath,
} from './helpers';

describeBrowser('app shell', () => {
  browserTest('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/definitely/not/a/page');
    await visible(page.getByRole('heading', { name: "We can't find that page" }));
    await visible(
      page.getByText(
        'The link may be old or mistyped. Everything in the shop is still one tap away.',
      ),
    );
    expect(await page.getByRole('link', { name: 'See live games' }).getAttribute('href')).toBe(
      '/scoreboard',
    );
    await screenshot(page, 'shell-404');
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await waitForPath(page, '/home');
  });

  browserTest('a visitor sees Login, the cart and the bottom navigation', async ({ page }) => {
    await page.goto('/welcome');
    const header = page.getByRole('banner');
    await visible(header.getByRole('link', { name: 'Login', exact: true }));
    await visible(header.getByRole('link', { name: 'Cart' }));
    // No bell for visitors: notifications belong to an account.
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Shop', '/home'],
      ['Friends', '/multiplayer'],
      ['Live games', '/scoreboard'],
      ['Login', '/auth'],
    ] as const) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
  });

  browserTest('the landing page explains the shop and links onward', async ({ page }) => {
    await page.goto('/welcome');
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.title()).toBe('Pay full price or play for $1 | Social Market');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /\/share-image\.png$/,
    );
    await visible(page.getByText('30-day money-back guarantee').first());
    await visible(page.getByText('Laguna Beach · ZIP 92651'));

    for (const [name, href] of [
      ['How it works', '/tutorial'],
      ['Partner with us', '/business-portal'],
      ['Live games', '/scoreboard'],
      ['Sunglasses', '/sunglass-gallery'],
      ['Shop all products', '/products'],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true }).first();
      expect(await link.getAttribute('href'), name).toBe(href);
    }
    await screenshot(page, 'shell-landing');

    await page.setViewportSize({ width: 390, height: 844 });
    // Layout and the blurred tab bar at rest at the new size before the picture.
    await settled(page);
    await screenshot(page, 'shell-landing-390');
  });
});

describeBrowser('notification bell', () => {
  browserTest(
    'shows the unread count, marks read on click and marks all read',
    async ({ page, server }) => {
      const { user } = await signUpInBrowser(page);
      await notify(server.ctx, user.id, {
        type: 'game_started',
        title: 'Game Started!',
        message: 'Your game for the aviators is live.',
        actionUrl: '/welcome?from=bell',
        actionText: 'Watch',
      });
      await notify(server.ctx, user.id, {
        type: 'payment_success',
        title: 'Payment Successful',
        message: 'Your $1 game entry was paid.',
      });

      await page.goto('/');
      // A browser-only notification, as the local notification store keeps them.
      await page.evaluate((id) => {
        localStorage.setItem(
          `social-market:notifications:${id}`,
          JSON.stringify([
            {
              id: 'local-profile',
              type: 'profile',
              title: 'Complete Your Profile',
              message:
                'Please complete your profile information before making purchases or entering games.',
              timestamp: new Date().toISOString(),
              read: false,
              actionUrl: null,
              actionText: null,
              productId: null,
              gameId: null,
            },
          ]),
        );
      }, user.id);
      await page.reload();

      const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
      await visible(bell);
      expect(await page.getByTestId('notification-badge').textContent()).toBe('3');

      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await visible(panel.getByText('Game Started!'));
      await visible(panel.getByText('Complete Your Profile'));
      await screenshot(page, 'shell-bell-open');

      await panel.getByRole('button', { name: /Game Started!/ }).click();
      await waitForPath(page, '/welcome?from=bell');
      await visible(page.getByRole('button', { name: 'Notifications, 2 unread' }));

      await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await visible(page.getByRole('button', { name: 'Notifications', exact: true }));
      expect(await page.getByTestId('notification-badge').count()).toBe(0);

      // The server agrees after a reload, and so does local storage.
      await page.reload();
      await visible(page.getByRole('button', { name: 'Notifications', exact: true }));
    },
  );

  browserTest('caps the badge at 9+ and shows the empty state', async ({ page, server }) => {
    const { user } = await signUpInBrowser(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await visible(page.getByText('No notifications yet'));
    await page.keyboard.press('Escape');

    for (let index = 0; index < 12; index++) {
      await notify(server.ctx, user.id, {
        type: 'game_ready',
        title: `Game Ready to Start! #${index}`,
        message: 'Your game starts at the top of the hour.',
      });
    }
    await page.reload();
    await visible(page.getByRole('button', { name: 'Notifications, 12 unread' }));
    expect(await page.getByTestId('notification-badge').textContent()).toBe('9+');
    await screenshot(page, 'shell-bell-9-plus');
  });

  browserTest('a shopper sees account links but no admin shortcut', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/');
    const avatar = page.getByRole('button', { name: /^Account menu for/ });
    await visible(avatar);
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    await avatar.click();
    await visible(page.getByRole('menuitem', { name: 'My Games' }));
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'My Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(await page.getByRole('menuitem', { name: 'My Games' }).getAttribute('href')).toBe(
      '/scoreboard?tab=my-games',
    );
  });

  browserTest('My Profile carries a dot until the profile is complete', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/');
    const avatar = page.getByRole('button', { name: /^Account menu for/ });
    await avatar.click();
    await visible(page.getByRole('menuitem', { name: 'My Profile (profile incomplete)' }));

    await completeProfileFor(page);
    await page.reload();
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await visible(page.getByRole('menuitem', { name: 'My Games' }));
    expect(await page.getByRole('menuitem', { name: 'My Profile', exact: true }).count()).toBe(1);
  });

  browserTest(
    'an admin gets the admin shortcut with a tooltip and the menu items',
    async ({ page, server }) => {
      const { user } = await signUpInBrowser(page);
      await promoteToAdmin(server, user.id);
      await page.goto('/');
      const shortcut = page.getByRole('banner').getByRole('link', { name: 'Admin Panel' });
      await visible(shortcut);
      expect(await shortcut.getAttribute('href')).toBe('/admin');
      // The shortcut is in the server's HTML; its tooltip is the app's, once it runs.
      await appRunning(page);
      await shortcut.hover();
      // Tooltips open after 700 ms.
      await visible(page.getByRole('tooltip', { name: 'Admin Panel' }));
      await screenshot(page, 'shell-admin-tooltip');

      await page.getByRole('button', { name: /^Account menu for/ }).click();
      expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).getAttribute('href')).toBe(
        '/admin',
      );
      await page.keyboard.press('Escape');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Profile' })
        .click();
      await visible(page.getByRole('menuitem', { name: 'Admin Panel' }));
    },
  );

  browserTest('a logout clears the bell', async ({ page, server }) => {
    const { user } = await signUpInBrowser(page);
    await notify(server.ctx, user.id, {
      type: 'game_won',
      title: 'Congratulations! You Won!',
      message: 'Claim it in your cart.',
    });
    await page.goto('/');
    await visible(page.getByRole('button', { name: 'Notifications, 1 unread' }));
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out');
    expect(await page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
  });
});
