import type { Page } from 'playwright-core';
import { visible } from './helpers';

/**
 * The confirm step every paid entry goes through since issue 21 (item 10): the dialog after
 * 'Join Game' names the amount and the card; this presses its Pay button.
 */
export async function confirmEntry(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Confirm your entry' });
  await visible(dialog);
  await dialog.getByRole('button', { name: /^Pay \$\d+\.\d\d and join$/ }).click();
}
