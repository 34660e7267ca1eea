import { expect } from 'vitest';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { uniqueUsername } from '../fixtures/factories';
import {
  createAccount,
  expectToast,
  loginForm,
  registerForm,
  screenshot,
  signUpInBrowser,
  submitLogin,
  visible,
  waitForPath,
} from './helpers';

describeBrowser('sign up, log out and log in', () => {
  browserTest('registers, shows the avatar, logs out and logs back in', async ({ page }) => {
    const username = uniqueUsername('maya');
    await page.goto('/auth');
    // Every field says what it takes (pa11y: an input with no type, issue 39).
    expect(await loginForm(page).getByLabel('Username').getAttribute('type')).toBe('text');
    await page.getByRole('tab', { name: 'Register' }).click();

    const form = registerForm(page);
    expect(await form.getByLabel('Username').getAttribute('type')).toBe('text');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill('correct-horse');
    await form.getByLabel('Confirm Password').fill('correct-horse');
    await form.getByRole('button', { name: 'Register', exact: true }).click();

    await expectToast(page, 'Registration successful', `Welcome to Social Market, ${username}!`);
    // No return link: a new account lands in the shop (issue 37).
    await waitForPath(page, '/home');
    const avatar = page.getByRole('button', { name: `Account menu for ${username}` });
    await visible(avatar);
    expect((await avatar.textContent())?.trim()).toBe('MA');
    await screenshot(page, 'auth-registered');

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }));
    expect(await avatar.count()).toBe(0);

    await page.goto('/auth');
    await submitLogin(page, username, 'correct-horse');
    await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
    await waitForPath(page, '/');
    await visible(avatar);
  });

  browserTest('logs out from the bottom navigation', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/welcome');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Profile' })
      .click();
    await visible(page.getByRole('menuitem', { name: 'My Profile' }));
    await visible(page.getByRole('menuitem', { name: 'Cart' }));
    // Admin Panel is for admins only.
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await screenshot(page, 'auth-bottom-menu');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await visible(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    );
  });
});

describeBrowser('login and register failures', () => {
  browserTest('a wrong password shows Login failed with the server message', async ({ page }) => {
    const { username } = await createAccount(page);
    await page.goto('/auth');
    await submitLogin(page, username, 'wrong-password');
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await screenshot(page, 'auth-login-failed');
    // Still signed out, still on the form.
    await visible(loginForm(page));
  });

  browserTest('a taken username shows Registration failed', async ({ page }) => {
    const { username } = await createAccount(page);
    await page.goto('/auth?tab=register');
    const form = registerForm(page);
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill('another-pass');
    await form.getByLabel('Confirm Password').fill('another-pass');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'Registration failed', 'Username already exists');
  });

  browserTest('the forms show the validation messages inline', async ({ page }) => {
    await page.goto('/auth');
    await loginForm(page).getByRole('button', { name: 'Login', exact: true }).click();
    await visible(page.getByText('Username is required'));
    await visible(page.getByText('Password must be at least 6 characters'));
    await screenshot(page, 'auth-login-validation');

    // The switch link opens the other tab.
    await loginForm(page).getByRole('button', { name: 'Register' }).click();
    const form = registerForm(page);
    await visible(form);
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await visible(form.getByText('Username is required'));
    await visible(form.getByText('Please confirm your password'));

    await form.getByLabel('Username').fill('someone');
    await form.getByLabel('Password', { exact: true }).fill('secret-1');
    await form.getByLabel('Confirm Password').fill('secret-2');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    const confirm = form.getByLabel('Confirm Password');
    await visible(form.getByText('Passwords do not match'));
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'auth-register-validation');

    await form.getByRole('button', { name: 'Login' }).click();
    await visible(loginForm(page));
  });
});

describeBrowser('look-alike usernames (decision 0026)', () => {
  browserTest('the register form names the problem under the username', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = registerForm(page);
    await form.getByLabel('Password', { exact: true }).fill('correct-horse');
    await form.getByLabel('Confirm Password').fill('correct-horse');
    for (const [username, message] of [
      ['probe_adm\u0131n', 'Username must use letters of one alphabet, without look-alike letters'],
      ['wa_x\u200b', 'Username may not contain invisible characters'],
    ] as const) {
      await form.getByLabel('Username').fill(username);
      await form.getByRole('button', { name: 'Register', exact: true }).click();
      await visible(form.getByText(message));
    }
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});

describeBrowser('redirects around /auth', () => {
  browserTest('a signed-in user on /auth goes home', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/auth');
    await waitForPath(page, '/');
  });

  browserTest('a signed-in user on /auth follows a same-site next', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto(`/auth?next=${encodeURIComponent('/welcome?from=auth')}`);
    await waitForPath(page, '/welcome?from=auth');
  });

  browserTest('an off-site next is ignored', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto(`/auth?next=${encodeURIComponent('//evil.example/steal')}`);
    await waitForPath(page, '/');
  });

  browserTest('logging in returns to the next page', async ({ page }) => {
    const { username, password } = await createAccount(page);
    await page.goto(`/auth?next=${encodeURIComponent('/welcome?from=login')}`);
    await submitLogin(page, username, password);
    await expectToast(page, 'Login successful', `Welcome back, ${username}!`);
    await waitForPath(page, '/welcome?from=login');
  });
});
