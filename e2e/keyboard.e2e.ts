/**
 * Keyboard-only journeys (issue 42 point 2): each one runs with Tab, Shift+Tab, Enter, Space, arrows and
 * typing alone — the `test` of ./keyboard fails it on any pointer or mouse event — and checks at every stop
 * that the focus is visible, that a route change puts the focus on the new page's heading and announces the
 * title, that toasts are live regions and that dialogs take and give back the focus. Setup that is not the
 * point of a journey goes through the API. The other half of the journeys is in keyboard-more.e2e.ts.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, followNetwork, latestCode, origin } from './support';
import { activate, expect, expectFocusVisible, expectRouteFocus, tabTo, test, typeInto } from './keyboard';

test.describe.configure({ timeout: 120_000 });

/** A toast with `text`, asserted to sit in a live region (antd notices are role=alert; ours role=status). */
export async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.locator('[role=alert], [role=status]').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
}

test('two-factor sign-in: the skip link, the form, the code and the home page by keyboard', async ({
  page,
  request,
}) => {
  const email = demo('twofactor', 'psa');
  followNetwork(page);
  await page.goto(`${origin('psa')}/account/sign-in`);
  // The skip link is the first Tab stop and takes the focus to <main>.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await activate(page, skip, 'Enter', { max: 1 });
  await expect(page.locator('main#main-content')).toBeFocused();

  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), DEMO_PASSWORD);
  await activate(page, page.getByRole('button', { name: /sign in/i }));
  await expect(page).toHaveURL(/\/account\/sign-in\/code/);
  await expectRouteFocus(page);

  await activate(page, page.getByRole('button', { name: 'Resend code' }));
  await expectToast(page, 'New verification code sent. Please check your email.');
  const code = await latestCode(request, 'psa', email);
  await typeInto(page, page.getByLabel('Verification code'), code, { back: true });
  await activate(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(`${origin('psa')}/`);
  await expectRouteFocus(page, /Welcome back, Noah/);
  await expectFocusVisible(page);
});
