/**
 * Sign-in journeys — spec 000 §2 sign-in screens and guards, §4 login, §5 and §8 messages.
 */
import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  chooseFromAccountMenu,
  demo,
  latestCode,
  mailbox,
  origin,
  signInAs,
  submitSignIn,
} from './support';

test('a wrong password shows the spec message and clears the password', async ({ page }) => {
  await submitSignIn(page, 'ota', demo('member', 'ota'), 'Not-the-password1');
  await expect(page.getByText('The user name or password is incorrect.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page).toHaveURL(/\/account\/sign-in/);
});

test('the sign-in button waits for a valid email and a 2-character password', async ({ page }) => {
  await page.goto(`${origin('ota')}/account/sign-in`);
  const button = page.getByRole('button', { name: /sign in/i });
  await page.getByLabel('Email').fill('member@ota');
  await page.getByLabel('Password').fill('xy');
  await expect(button).toBeDisabled();
  await page.getByLabel('Email').fill('member@ota.example');
  await page.getByLabel('Password').fill('x');
  await expect(button).toBeDisabled();
  await page.getByLabel('Password').fill('xy');
  await expect(button).toBeEnabled();
});

test('two-factor sign-in with the code read from the outbox, after a resend', async ({ page, request }) => {
  const email = demo('twofactor', 'psa');
  await submitSignIn(page, 'psa', email);
  await expect(page).toHaveURL(/\/account\/sign-in\/code/);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();

  const first = await latestCode(request, 'psa', email);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('New verification code sent. Please check your email.')).toBeVisible();
  const second = await latestCode(request, 'psa', email);

  if (first !== second) {
    await page.getByLabel('Verification code').fill(first);
    await continueButton.click();
    await expect(page.getByText('Wrong password')).toBeVisible();
  }
  await page.getByLabel('Verification code').fill(second);
  await continueButton.click();
  await expect(page).toHaveURL(`${origin('psa')}/`);
  await expect(page.getByRole('heading', { name: /Welcome back, Noah/ })).toBeVisible();
});

test('a guarded URL while signed out goes to sign-in, then back after sign-in', async ({ page }) => {
  await page.goto(`${origin('lca')}/settings/account-details?tab=1`);
  await expect(page).toHaveURL(/\/account\/sign-in\?redirectTo=/);
  await page.getByLabel('Email').fill(demo('member', 'lca'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(`${origin('lca')}/settings/account-details?tab=1`);
});

test('a signed-in user opening the sign-in page goes home; log out returns to sign-in', async ({ page }) => {
  await signInAs(page, 'actls', 'member', { to: `${origin('actls')}/account/sign-in` });
  await expect(page).toHaveURL(`${origin('actls')}/`);
  await chooseFromAccountMenu(page, 'Log out');
  await expect(page).toHaveURL(/\/account\/sign-in/);
  await page.goto(`${origin('actls')}/`);
  await expect(page).toHaveURL(/\/account\/sign-in\?redirectTo=/);
});

test('forgot password e-mails a link that sets a new password', async ({ page, request }) => {
  const email = demo('client', 'lca');
  await page.goto(`${origin('lca')}/account/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /reset|send/i }).click();
  await expect(page.getByText('Reset password email sent!')).toBeVisible();

  const messages = await mailbox(request, 'lca', email);
  const link = /(http\S+\/account\/reset-password\S+)/.exec(messages[0]!.text)![1]!;
  await page.goto(link);
  // The demo password meets the policy, so the account stays usable for other tests.
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /set|reset|save/i }).click();
  await expect(page.getByText('New password set')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /set|reset|save/i }).click();
  await expect(page.getByText(/This password does not meet our requirements/)).toBeVisible();
});

test('unknown paths show the 404 page; the marketplace is under construction', async ({ page }) => {
  await signInAs(page, 'ota', 'member', { to: `${origin('ota')}/no/such/page` });
  await expect(page.getByText('404 error')).toBeVisible();
  await expect(
    page.getByText("Sorry, the page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page.goto(`${origin('ota')}/marketplace`);
  await expect(page.getByText('Oops, page is under construction')).toBeVisible();
});
