/**
 * Keyboard-only journeys (issue 42 point 2), second half: a member logs a CPD activity with evidence, a
 * moderator approves a pending post (the member's unread count is a live region), and staff edit an
 * announcement. Same rules as keyboard.e2e.ts: keyboard input only (any pointer event fails the test),
 * visible focus at every stop, the new page's heading focused on a route change, toasts in live regions.
 */
import { TOKEN_STORAGE_KEY } from '@portal/contracts';
import type { Page } from '@playwright/test';
import { api, origin } from './support';
import {
  activate,
  chooseFile,
  expect,
  expectFocusTrapped,
  expectRouteFocus,
  expectToast,
  keyboardSignInAs,
  skipToMain,
  tabTo,
  test,
  typeInto,
} from './keyboard';

test.describe.configure({ timeout: 120_000 });

const base = origin('ota');
const stamp = Date.now().toString(36);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Today in Sydney as DD/MM/YYYY (the date picker's format). */
function sydneyToday(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' })
    .format(new Date())
    .split('-');
  return `${day}/${month}/${year}`;
}

/** Posts `title` in a community as the page's signed-in member (multipart, as the editor sends it). */
async function postAs(page: Page, communityId: string, title: string): Promise<void> {
  await page.evaluate(
    async ({ communityId, title, key }) => {
      const raw = localStorage.getItem(key) ?? '';
      const claims = JSON.parse(atob(raw.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        accessToken: string;
      };
      const form = new FormData();
      form.append('communityId', communityId);
      form.append('title', title);
      form.append('body', '<p>Please approve me.</p>');
      const res = await fetch('/api/v1/community/post', {
        method: 'POST',
        headers: { Authorization: `Bearer ${claims.accessToken}` },
        body: form,
      });
      if (!res.ok) throw new Error(`post → ${res.status} ${await res.text()}`);
    },
    { communityId, title, key: TOKEN_STORAGE_KEY },
  );
}

test('log a CPD activity with evidence by keyboard', async ({ page }) => {
  const title = `Keyboard reading ${stamp}`;
  await keyboardSignInAs(page, 'ota', 'member');
  await activate(page, page.getByRole('link', { name: 'CPD Tracker' }));
  await expect(page).toHaveURL(`${base}/cpd/tracker-page`);
  await expectRouteFocus(page);
  await activate(page, page.getByRole('button', { name: 'Log activity' }));
  await expect(page).toHaveURL(`${base}/cpd/tracker-page/new`);
  await expectRouteFocus(page, 'Log activity');

  await typeInto(page, page.getByLabel('Activity title'), title);
  // The category suggestions: typing filters, Escape closes the list so Tab moves on.
  await typeInto(page, page.getByLabel('Category'), 'Reading');
  await page.keyboard.press('Escape');
  await typeInto(page, page.getByLabel('Date completed'), sydneyToday());
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('Hours'), '2');
  await chooseFile(page, page.getByRole('button', { name: 'Attach evidence' }), {
    name: 'evidence.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('evidence.pdf')).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Add activity' }));
  await expect(page).toHaveURL(`${base}/cpd/tracker-page`);
  await expectToast(page, 'Activity added');
  await expectRouteFocus(page);
});

test('a moderator approves a pending post by keyboard; the unread count is a live region', async ({
  page,
  keyboardPage,
}) => {
  const title = `Keyboard pending ${stamp}`;
  await keyboardSignInAs(page, 'ota', 'member');
  const { community } = await api<{ community: { id: string } }>(
    page,
    'GET',
    '/api/v1/community?alias=leadership',
  );
  await postAs(page, community.id, title);
  const unread = page.getByTestId('unread-count-status');
  await expect(unread).toHaveAttribute('role', 'status');

  const mod = await keyboardPage();
  await keyboardSignInAs(mod, 'ota', 'moderator');
  await mod.goto(`${base}/admin/community/${community.id}/pending-posts`);
  await skipToMain(mod);
  await expect(mod.getByRole('heading', { name: 'Posts pending approval' })).toBeVisible();
  await activate(mod, mod.getByRole('button', { name: `Approve ${title}` }));
  await expectToast(mod, 'Successfully updated');
  await expect(mod.getByRole('row', { name: new RegExp(title) })).toBeHidden();

  // The member's open page hears of the approval (a notification): the live region says the count.
  await expect(unread).toContainText(/[1-9]\d* unread/, { timeout: 30_000 });
});

test('staff edit an announcement by keyboard; the dialog keeps and returns the focus', async ({ page }) => {
  const title = `Keyboard notice ${stamp}`;
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await keyboardSignInAs(page, 'actls', 'admin');
  await api(page, 'POST', '/api/v1/admin/announcements', {
    title,
    description: 'Made by the keyboard journey.',
    link: null,
    startDate: today,
    endDate: later,
    isActive: false,
    segmentIds: [],
  });
  await page.goto(`${origin('actls')}/admin/announcement`);
  await skipToMain(page);
  const edit = page.getByRole('button', { name: `Edit ${title}` });
  await activate(page, edit);
  const dialog = page.getByRole('dialog', { name: 'Edit announcement' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog, 14);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Title'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${title} (edited)`);
  await activate(page, dialog.getByRole('button', { name: 'Save' }));
  await expectToast(page, 'Successfully saved!');
  await expect(page.getByRole('row', { name: new RegExp(`${title} \\(edited\\)`) })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${title} (edited)` })).toBeFocused();
});
