import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedCatalogue } from '../../src/server/db/seed/catalog';
import { configurePin } from '../../src/server/modules/admin/admin.service';
import { ensureAdmin } from '../../src/server/modules/auth/auth.service';
import { findBusinessApplications } from '../../src/server/modules/business-applications/business-applications.service';
import { findCampaigns } from '../../src/server/modules/campaigns/campaigns.service';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { uniqueUsername } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { expectToast, screenshot, signUpInBrowser, submitLogin, visible } from './helpers';
import { desktopViewport, phoneViewport } from './storefront-helpers';

const PIN = '135792468024';

/** An admin signed in through /auth; with `elevated`, the session has also passed the PIN step-up. */
async function signInAdmin(page: Page, server: TestServer, elevated = true): Promise<void> {
  const username = uniqueUsername('admin');
  const password = 'correct-horse';
  await ensureAdmin(server.ctx, { username, password });
  await configurePin(server.ctx, PIN);
  await page.goto('/auth');
  await submitLogin(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 10_000 });
  if (elevated) {
    const response = await page.request.post('/api/admin/verify-pin', { data: { pin: PIN } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

describeBrowser('business portal', () => {
  browserTest('validates the application, then promises a reply', async ({ page, server }) => {
    await page.goto('/business-portal');
    const form = page.getByRole('form', { name: 'Business application' });
    await visible(form);
    expect(await form.getByLabel('City').inputValue()).toBe('Laguna Beach');
    expect(await form.getByLabel('City').getAttribute('readonly')).not.toBeNull();
    const typeOptions = await form.getByLabel('Business Type').locator('option').allTextContents();
    expect(typeOptions).toEqual([
      'Choose a type',
      'Retail',
      'Restaurant',
      'Gallery',
      'Service',
      'Hotel',
      'Other',
    ]);
    await screenshot(page, 'portals-business-desktop');

    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Business name must be at least 2 characters',
      'Contact name must be at least 2 characters',
      'Please enter a valid email',
      'Please enter a valid phone number',
      'Address is required',
      'ZIP code is required',
      'Please choose a business type',
      'Description must be at least 10 characters',
      'You must agree to the terms',
    ]) {
      await visible(form.getByText(message, { exact: true }));
    }

    await form.getByLabel('Business Name').fill('Heisler Park Surf Co.');
    await form.getByLabel('Contact Name').fill('Jamie Rivera');
    await form.getByLabel('Email').fill('jamie@heislersurf.example');
    await form.getByLabel('Phone').fill('(949) 555-0142');
    await form.getByLabel('Address').fill('123 Cliff Drive');
    await form.getByLabel('ZIP Code').fill('92651');
    await form.getByLabel('Business Type').selectOption('retail');
    await form.getByLabel('Description').fill('Surfboards, wetsuits and beach gear since 1998.');
    await form.getByLabel('Instagram Handle (optional)').fill('@heislersurf');
    await phoneViewport(page);
    await screenshot(page, 'portals-business-phone-errors');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await visible(page.getByRole('heading', { name: 'Application received!' }));
    await visible(page.getByText(/reply within 2-3 business days/));
    await screenshot(page, 'portals-business-phone-success');
    const stored = await findBusinessApplications(server.ctx);
    expect(stored[0]).toMatchObject({
      businessName: 'Heisler Park Surf Co.',
      city: 'Laguna Beach',
      businessType: 'retail',
    });

    // An admin reads it in the admin panel.
    await desktopViewport(page);
    await signInAdmin(page, server);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Applications' }).click();
    await visible(page.getByRole('heading', { name: 'Heisler Park Surf Co.' }));
    await visible(page.getByText('jamie@heislersurf.example'));
    await screenshot(page, 'portals-admin-applications');
  });
});

describeBrowser('social-advertising portal', () => {
  browserTest('creates a campaign and lists it', async ({ page, server }) => {
    await signInAdmin(page, server);
    await page.goto('/admin/meta-vendor');
    await visible(page.getByRole('heading', { name: 'Meta business campaigns' }));
    await visible(page.getByText('No campaigns yet'));

    await page.getByRole('button', { name: 'Create Campaign' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await visible(dialog);
    expect(await dialog.getByLabel('Duration (days)').inputValue()).toBe('7');
    expect(await dialog.getByLabel('Objective').inputValue()).toBe('engagement');
    await dialog.getByRole('button', { name: 'Launch Campaign' }).click();
    await expectToast(page, 'Missing Information', 'Please fill in all required fields');

    await dialog.getByLabel('Campaign Name').fill('Summer Shades Drop');
    await dialog.getByLabel('Description').fill('Polarized sunglasses for the beach season.');
    await dialog.getByLabel('Target Audience').fill('Surfers 18-35 in Orange County');
    await dialog.getByLabel('Budget ($)').fill('250');
    await dialog.getByLabel('Objective').selectOption('sales');
    await screenshot(page, 'portals-meta-dialog-desktop');
    await dialog.getByRole('button', { name: 'Launch Campaign' }).click();
    await expectToast(
      page,
      'Campaign Created',
      'Your Meta advertising campaign has been launched!',
    );
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Campaigns' }).click();
    const list = page.getByRole('list', { name: 'Campaigns' });
    await visible(list.getByRole('heading', { name: 'Summer Shades Drop' }));
    await visible(list.getByText('$250.00'));
    await screenshot(page, 'portals-meta-campaigns-desktop');
    await page.getByRole('tab', { name: 'Audiences' }).click();
    await visible(page.getByText('Surfers 18-35 in Orange County'));
    await phoneViewport(page);
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await screenshot(page, 'portals-meta-dashboard-phone');

    const stored = await findCampaigns(server.ctx);
    expect(stored[0]).toMatchObject({
      name: 'Summer Shades Drop',
      budget: 250,
      duration: 7,
      objective: 'sales',
    });
  });

  browserTest(
    'guards the portal with the PIN gate, again once the step-up lapses',
    async ({ page, server }) => {
      await signInAdmin(page, server, false);
      await page.goto('/admin/meta-vendor');
      await visible(page.getByLabel('Admin PIN'));
      expect(await page.getByRole('button', { name: 'Create Campaign' }).count()).toBe(0);

      const response = await page.request.post('/api/admin/verify-pin', { data: { pin: PIN } });
      expect(response.status()).toBe(200);
      await page.goto('/admin/meta-vendor');
      await visible(page.getByRole('button', { name: 'Create Campaign' }));

      // The 30-minute step-up ends (as if the time had passed): the gate is back.
      await server.db.db.execute(sql`update sessions set elevated_until = null`);
      await page.goto('/admin/meta-vendor');
      await visible(page.getByLabel('Admin PIN'));
    },
  );
});

describeBrowser('eyewear vendor portal', () => {
  browserTest('shows the sunglasses and adds a model', async ({ page, server }) => {
    await seedCatalogue(server.ctx);
    await signInAdmin(page, server);
    await page.goto('/admin/rayban-vendor');
    await visible(page.getByRole('heading', { name: 'All eyewear brands' }));
    await visible(page.getByText('Stock value'));
    await screenshot(page, 'portals-eyewear-dashboard-desktop');

    await page.getByLabel('Brand', { exact: true }).selectOption('Laguna Optics');
    await visible(page.getByRole('heading', { name: 'Laguna Optics' }));

    await page.getByRole('button', { name: 'Add Model' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Model' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Add Model' }).click();
    await expectToast(page, 'Missing Information', 'Please fill in all required fields');

    expect(await dialog.getByLabel('Brand', { exact: true }).inputValue()).toBe('Laguna Optics');
    await dialog.getByLabel('Model', { exact: true }).fill('Crystal Cove Round');
    await dialog.getByLabel('Size').fill('52mm');
    await dialog.getByLabel('Quantity').fill('3');
    await dialog.getByLabel('Price ($)').fill('159.99');
    await dialog.getByLabel('Image URL').fill('/images/placeholder.png');
    await visible(dialog.getByText(/9 contestants/));
    await screenshot(page, 'portals-eyewear-dialog-desktop');
    await dialog.getByRole('button', { name: 'Add Model' }).click();
    await expectToast(page, 'Product Added', 'New Ray-Ban sunglasses added successfully!');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Inventory' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Crystal Cove Round' });
    await visible(row);
    await visible(row.getByText('Low stock: 3'));
    await visible(row.getByText('$159.99'));
    const edit = row.getByRole('link', { name: 'Edit Crystal Cove Round' });
    expect(await edit.getAttribute('href')).toMatch(/^\/admin\/product\/\d+$/);
    await screenshot(page, 'portals-eyewear-inventory-desktop');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await visible(page.getByRole('list', { name: 'Stock per model' }));
    await phoneViewport(page);
    await screenshot(page, 'portals-eyewear-analytics-phone');
    await page.getByRole('tab', { name: 'Inventory' }).click();
    await screenshot(page, 'portals-eyewear-inventory-phone');
    await desktopViewport(page);
  });
});

describeBrowser('portal access', () => {
  browserTest('a shopper gets Access Denied on both portals', async ({ page }) => {
    await signUpInBrowser(page);
    for (const path of ['/admin/rayban-vendor', '/admin/meta-vendor']) {
      await page.goto(path);
      await visible(page.getByRole('heading', { name: 'Access Denied' }));
      await visible(page.getByText('Admin Access Required'));
    }
  });
});
