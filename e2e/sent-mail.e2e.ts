/**
 * Sent mail (issue 10 §2): a tenant's global Admin finds a password-reset mail of a member by searching the
 * recipient at /admin/sent-mail and opens it; the HTML body is shown in a sandboxed frame. A member is kept
 * out. Set SENT_MAIL_SCREENSHOT=/path.png to keep a screenshot of the open message.
 */
import { expect, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@portal/contracts';
import { PORT, demo, origin, signInAs } from './support';

test('an admin finds a member’s reset mail by recipient and opens it', async ({ page, request }) => {
  const email = demo('client', 'actls');
  await signInAs(page, 'actls', 'admin');

  // A password reset for the member (Node does not resolve *.localhost: 127.0.0.1 with the tenant's Host).
  const res = await request.post(`http://127.0.0.1:${PORT}/api/v1/auth/forgot-password`, {
    headers: { host: `actls.localhost:${PORT}` },
    data: { email },
  });
  expect(res.ok()).toBe(true);

  await page.goto(`${origin('actls')}/admin`);
  await page.getByRole('link', { name: /Sent mail/ }).click();
  await expect(page).toHaveURL(`${origin('actls')}/admin/sent-mail`);
  await expect(page.getByRole('heading', { name: 'Sent mail' })).toBeVisible();

  await page.getByLabel('Search by recipient').fill('CLIENT@actls');
  await expect(page).toHaveURL(/\?to=CLIENT%40actls/);
  const open = page.getByRole('button', { name: /^Open ".*reset your password" to client@actls\.example$/ });
  await expect(open.first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@actls.example' })).toHaveCount(0);
  await open.first().click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(email)).toBeVisible();
  const frame = page.frameLocator('iframe[title="Message body"]');
  await expect(frame.getByRole('link', { name: 'Reset my password' })).toBeVisible();
  await expect(drawer.locator('iframe[title="Message body"]')).toHaveAttribute('sandbox', '');
  await drawer.getByRole('tab', { name: 'Plain text' }).click();
  await expect(drawer.getByText(/\/account\/reset-password\?/)).toBeVisible();
  await drawer.getByRole('tab', { name: 'Formatted' }).click();
  if (process.env.SENT_MAIL_SCREENSHOT)
    await page.screenshot({ path: process.env.SENT_MAIL_SCREENSHOT, fullPage: true });
});

test('a member cannot read sent mail', async ({ page }) => {
  await signInAs(page, 'actls', 'member', { to: `${origin('actls')}/admin/sent-mail` });
  await expect(page).toHaveURL(`${origin('actls')}/`);
  // The API refuses the member's own session too.
  const status = await page.evaluate(async (key) => {
    const token = localStorage.getItem(key);
    const res = await fetch('/api/admin/mail', { headers: { authorization: `Bearer ${token}` } });
    return res.status;
  }, TOKEN_STORAGE_KEY);
  expect(status).toBe(403);
});
