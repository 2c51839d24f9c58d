/**
 * Keyboard-only journeys (issue 42 point 2): two-factor sign-in, joining a private community through its terms
 * and join questions, a post with a tag and an attachment then a comment and a reply, a paid event paid at the
 * hosted checkout, a CPD activity with evidence, a moderator approving a pending post (the member's unread
 * count is a live region) and staff editing an announcement. Each runs with Tab, Shift+Tab, Enter, Space, arrows and typing
 * alone — the `test` of ./keyboard fails it on any pointer or mouse event — and checks that the focus is
 * visible at every stop, that a route change focuses the new page's heading and announces its title, that
 * toasts are live regions and that dialogs keep and give back the focus. Setup that is not the point goes
 * through the API.
 */
import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@portal/contracts';
import { api, DEMO_PASSWORD, demo, followNetwork, latestCode, origin } from './support';
import {
  activate,
  chooseFile,
  expect,
  expectFocusKept,
  expectFocusTrapped,
  expectFocusVisible,
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
const pdf = { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// The guard itself: a journey that clicks must fail (expected to fail, so this passes only when it does).
test('a journey that uses the mouse fails', async ({ page }) => {
  test.fail();
  await page.goto(`${base}/account/sign-in`);
  await page.getByLabel('Email').click();
});

test('two-factor sign-in by keyboard: skip link, the form, a resent code, home', async ({
  page,
  request,
}) => {
  const email = demo('twofactor', 'psa');
  followNetwork(page);
  await page.goto(`${origin('psa')}/account/sign-in`);
  await skipToMain(page);
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

test('join a private community through its terms and join questions by keyboard', async ({ page }) => {
  await keyboardSignInAs(page, 'ota', 'member');
  await page.goto(`${base}/communities/research-and-practice`);
  await skipToMain(page);
  const join = page.getByRole('button', { name: 'Request to Join' });
  await activate(page, join);
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toBeVisible();
  // The dialog keeps the focus, and Escape gives it back to the button that opened it.
  await expectFocusTrapped(page, terms);
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(join).toBeFocused();
  await page.keyboard.press('Enter');
  const accept = terms.getByRole('checkbox', { name: 'I accept' });
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  await activate(page, terms.getByRole('button', { name: 'Next' }));

  const questions = page.getByRole('dialog', { name: 'Join questions' });
  await typeInto(page, questions.getByRole('textbox').first(), 'Community mental health, ten years');
  const upload = questions.getByRole('button', { name: 'Upload file' });
  await chooseFile(page, upload, pdf);
  await expect(questions.getByText('notes.pdf')).toBeVisible();
  // antd's Upload blurs its button for the chooser; the app gives the focus back (shared/upload-focus.ts).
  await expect(upload).toBeFocused();
  await activate(page, questions.getByRole('button', { name: 'Request to join' }));
  await expect(page.getByRole('button', { name: /Pending Access/ })).toBeVisible();
});

test('write a post with a tag and an attachment, then comment and reply, by keyboard', async ({ page }) => {
  const title = `Keyboard post ${stamp}`;
  await keyboardSignInAs(page, 'ota', 'member');
  await page.goto(`${base}/communities/aged-care-forum/posts`);
  await skipToMain(page);
  // The community's tabs are sub-routes: choosing one keeps the focus on it (the title is announced).
  const discussion = page.getByRole('tab', { name: 'Discussion' });
  await tabTo(page, discussion);
  await page.keyboard.press('ArrowRight');
  const members = page.getByRole('tab', { name: 'Members' });
  await expect(members).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/communities/aged-care-forum/members`);
  await expectFocusKept(page, members);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/communities/aged-care-forum/posts`);
  await expectFocusKept(page, discussion);
  const create = page.getByRole('button', { name: 'Create post' });
  await activate(page, create);
  const dialog = page.getByRole('dialog', { name: 'Create post' });
  await typeInto(page, dialog.getByLabel('Title'), title);
  await typeInto(page, dialog.getByRole('textbox', { name: 'Content' }), 'Notes from the workshop.');
  // The tag picker: arrows open the list and move, Enter picks, Escape closes the list (not the dialog).
  await tabTo(page, dialog.getByLabel('Tags'));
  await page.keyboard.press('ArrowDown');
  const option = page.locator('.ant-select-item-option-active');
  const tag = (await option.textContent())!.trim();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTitle(tag)).toBeVisible();
  const attach = dialog.getByRole('button', { name: 'Attach files' });
  await chooseFile(page, attach, pdf);
  await expect(dialog.getByText('notes.pdf')).toBeVisible();
  await expect(attach).toBeFocused();
  await activate(page, dialog.getByRole('button', { name: 'Post', exact: true }));
  await expectToast(page, /^Successfully created/);
  await expect(dialog).toBeHidden();
  // The editor is mounted only while open: the app gives the focus back to its opener.
  await expect(create).toBeFocused();

  await activate(page, page.getByRole('link', { name: title }));
  await expectRouteFocus(page, title);
  await expect(page.getByRole('link', { name: /notes\.pdf/ })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Write a comment' }), 'Level one');
  await activate(page, page.getByRole('button', { name: 'Comment', exact: true }));
  const first = page.getByTestId('comment-1').filter({ hasText: 'Level one' });
  await expect(first).toBeVisible();
  await activate(page, first.getByRole('button', { name: 'Reply', exact: true }).first());
  await typeInto(page, page.getByRole('textbox', { name: 'Write a reply' }), 'Level two');
  await activate(page, page.getByRole('button', { name: 'Reply', exact: true }).last());
  await expect(page.getByTestId('comment-2').getByText('Level two')).toBeVisible();
});

test('register for a paid event and pay at the hosted checkout by keyboard', async ({
  page,
  keyboardPage,
}) => {
  const title = `Keyboard Paid Seminar ${stamp}`;
  const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  // The event, made by an admin on a page of their own (the member's page keeps the member's session).
  const admin = await keyboardPage();
  await keyboardSignInAs(admin, 'ota', 'admin');
  const event = await api<{ id: number }>(admin, 'POST', '/api/admin/events', {
    title,
    startDateTime: `${day}T12:00`,
    startTimeZone: 'UTC',
    endDateTime: `${day}T16:00`,
    endTimeZone: 'UTC',
    isPublished: true,
    shortDesc: 'Created by the keyboard journey.',
    content: '<p>A seminar.</p>',
    address: '1 Test Street, Sydney NSW',
    ticketPrices: [{ name: 'Standard', amount: 40, capacity: 10 }],
  });

  await keyboardSignInAs(page, 'ota', 'member');
  await page.goto(`${base}/events/${event.id}`);
  await skipToMain(page);
  const ticket = page.getByRole('radio', { name: /Standard/ });
  await tabTo(page, ticket);
  await page.keyboard.press('Space');
  await expect(ticket).toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Add to cart' }));
  // The cart may hold what an earlier journey left: the header's Cart button names the count.
  await activate(page, page.getByRole('button', { name: /^Cart, [1-9]\d* items?/ }), 'Enter', { back: true });
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText(title)).toBeVisible();
  await activate(page, cart.getByRole('button', { name: 'Checkout' }));
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByText('$40.00').first()).toBeVisible();
  await activate(page, page.getByRole('button', { name: /^Pay/ }));
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}\\?checkout=success`));
  await expect(page.getByText('Payment received.')).toBeVisible();
  await expect(page.getByTestId('my-ticket').getByText('Going')).toBeVisible();
});

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
  const evidence = page.getByRole('button', { name: 'Attach evidence' });
  await chooseFile(page, evidence, { name: 'evidence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('evidence.pdf')).toBeVisible();
  await expect(evidence).toBeFocused();
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

// The announcement dialog is mounted only while open: the focus comes back through the app-wide return
// (shared/dialog-focus-return.ts), after Escape and after Save.
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
