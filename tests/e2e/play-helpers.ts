import type { Page } from 'playwright-core';
import { visible } from './helpers';

/**
 * The confirm step every paid entry goes through since issue 21 (item 10): the dialog after
 * 'Join Game' names the amount and the card; this presses its Pay button. A player who has not
 * confirmed their age yet is asked first (decision 0039): this answers 'I am 18 or older'.
 */
export async function confirmEntry(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Confirm your entry' });
  const age = page.getByRole('alertdialog', { name: 'Are you 18 or older?' });
  await visible(dialog.or(age));
  if (await age.isVisible()) {
    await age.getByRole('button', { name: 'I am 18 or older' }).click();
    await visible(dialog);
  }
  await dialog.getByRole('button', { name: /^Pay \$\d+\.\d\d and join$/ }).click();
}

/** On the play page: opens the whole list and selects the first five influencers not yet picked. */
export async function pickFirstFive(page: Page): Promise<void> {
  await visible(page.getByTestId('influencer-card').first());
  const more = page.getByRole('button', { name: 'View More Influencers' });
  if (await more.isVisible()) await more.click();
  const unpicked = page.locator('[data-testid="influencer-card"][data-selected="false"]');
  for (let i = 0; i < 5; i += 1) {
    await unpicked
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
  }
}
