/**
 * Communities, member side (spec 001 §2, §4, §5), on the real server with the seeded OTA tenant: joining a
 * public community, requesting to join a private one through terms and join questions with a file answer,
 * creating a post with an attachment and a tag, replying three levels deep, liking and saving a post and
 * finding it in saved posts, reporting a post, RSVP to a meeting, adding a file to a folder and reordering
 * folders by drag and drop with the keyboard and the mouse, kept after a reload (spec 001 §2 "Assets").
 * Screenshots of the screens (E2E_SHOTS=1) go to e2e/test-results/shots/communities.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { origin, shot as reviewShot, signInAs } from './support';

const shot = (page: Page, name: string) => reviewShot(page, `communities/${name}`);
const base = `${origin('ota')}/communities`;
const pdf = { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
const stamp = Date.now().toString(36);
/** The shared 2-core machine is slow; screens may take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('a member joins a public community at once', async ({ page }) => {
  await signInAs(page, 'ota', 'member', { to: `${base}/ndis-providers` });
  await page.getByRole('button', { name: 'Join Community' }).click();
  await expect(page.getByRole('button', { name: /Joined/ })).toBeVisible();
  await shot(page, 'joined');
});

test('a member requests to join a private community with terms and a file answer', async ({ page }) => {
  await signInAs(page, 'ota', 'member', { to: `${base}/private-practice-owners` });
  await page.getByRole('button', { name: 'Request to Join' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms.getByRole('button', { name: 'Next' })).toBeDisabled();
  await terms.getByRole('checkbox', { name: 'I accept' }).check();
  await terms.getByRole('button', { name: 'Next' }).click();
  const questions = page.getByRole('dialog', { name: 'Join questions' });
  await expect(questions).toBeVisible();
  await shot(page, 'join-questions');
  // Sending without answers shows the rule messages.
  await questions.getByRole('button', { name: 'Request to join' }).click();
  await expect(questions.getByText(/This field is required|Please upload a file\./).first()).toBeVisible();
  for (const box of await questions.locator('textarea').all())
    await box.fill('Ten years in private practice');
  for (const input of await questions.locator('input[type=file]').all()) await input.setInputFiles(pdf);
  await questions.getByRole('button', { name: 'Request to join' }).click();
  await expect(page.getByRole('button', { name: /Pending Access/ })).toBeVisible();
  await shot(page, 'pending');
});

test('a member creates a post with an attachment and a tag, then replies three levels deep', async ({
  page,
}) => {
  const title = `E2E post ${stamp}`;
  await signInAs(page, 'ota', 'member', { to: `${base}/aged-care-forum/posts` });
  await page.getByRole('button', { name: 'Create post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create post' });
  await expect(dialog.getByRole('button', { name: 'Post' })).toBeDisabled();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Sharing my notes from the workshop.');
  await dialog.getByLabel('Tags').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await dialog.locator('input[type=file][multiple]').setInputFiles(pdf);
  await expect(dialog.getByText('notes.pdf')).toBeVisible();
  await shot(page, 'post-editor');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText(/^Successfully created/)).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('link', { name: 'Discussions' })).toBeVisible();
  await expect(page.getByRole('link', { name: /notes\.pdf/ })).toBeVisible();

  // Level 1.
  await page.getByRole('textbox', { name: 'Write a comment' }).click();
  await page.keyboard.type('Level one');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByTestId('comment-1').getByText('Level one')).toBeVisible();
  await expect(page.getByTestId('comment-1').getByText('Original poster')).toBeVisible();
  // Level 2 and 3.
  for (const [level, text] of [
    [1, 'Level two'],
    [2, 'Level three'],
  ] as const) {
    const parent = page.getByTestId(`comment-${level}`).first();
    await parent.getByRole('button', { name: 'Reply', exact: true }).first().click();
    await page.getByRole('textbox', { name: 'Write a reply' }).click();
    await page.keyboard.type(text);
    await page.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(page.getByTestId(`comment-${level + 1}`).getByText(text)).toBeVisible();
  }
  // No reply below level 3.
  await expect(page.getByTestId('comment-3').getByRole('button', { name: 'Reply', exact: true })).toHaveCount(
    0,
  );
  await shot(page, 'post-comments');
});

test('a member likes and saves a post and finds it in saved posts', async ({ page }) => {
  await signInAs(page, 'ota', 'member', { to: `${base}/early-career/posts` });
  const link = page.locator('h3 a').first();
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('link', { name: 'Discussions' })).toBeVisible();
  const like = page.getByRole('button', { name: /^(Like|Unlike)$/ });
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
  const save = page.getByRole('button', { name: /^(Save|Saved)$/ });
  if ((await save.getAttribute('aria-pressed')) !== 'true') {
    const sent = page.waitForResponse((r) => r.url().includes('/save') && r.request().method() === 'POST');
    await save.click();
    await sent;
  }
  await page.goto(`${base}/saved-posts`);
  await expect(page.getByRole('heading', { name: /bookmarked community posts/ })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await shot(page, 'saved-posts');
});

test('a member reports a post', async ({ page }) => {
  await signInAs(page, 'ota', 'member', { to: `${base}/leadership/posts` });
  // The first post may be closed (its Report button disabled): report the first one open to reports.
  const report = page.getByRole('button', { name: 'Report', disabled: false }).first();
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Would you like to report this post?' });
  await expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Advertising');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText('The report has been submitted successfully.')).toBeVisible();
});

test('a member answers a meeting RSVP', async ({ page }) => {
  await signInAs(page, 'ota', 'member', { to: `${base}/aged-care-forum/mettings` });
  const card = page
    .locator('[id^=meeting-]')
    .filter({ has: page.locator('.ant-radio-group:not(.ant-radio-group-disabled)') })
    .first();
  const going = card.getByText('Going', { exact: true });
  const sent = page.waitForResponse(
    (r) => /\/meeting\/[^/]+$/.test(r.url()) && r.request().method() === 'POST',
  );
  await going.click();
  expect((await sent).status()).toBe(200);
  await page.reload();
  await expect(page.locator('[id^=meeting-]').first()).toBeVisible();
  await shot(page, 'meetings');
});

test('an admin adds a file to a folder and reorders folders', async ({ page }) => {
  await signInAs(page, 'ota', 'admin', { to: `${base}/aged-care-forum/resources` });
  const folders = page.locator('[data-testid^=folder-]');
  const folderNames = async () =>
    folders.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
  await expect(folders.first()).toBeVisible();
  const before = await folderNames();
  expect(before.length).toBeGreaterThan(1);
  const first = folders.first();
  await first.getByRole('button', { name: 'plus Add file', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Add file to/ });
  await dialog.locator('label.ant-radio-button-wrapper').filter({ hasText: 'File' }).click();
  await dialog.getByLabel('Name').fill(`Checklist ${stamp}`);
  await dialog.getByLabel('Description').fill('Intake checklist');
  await dialog.locator('input[type=file]').setInputFiles(pdf);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('File added successfully.')).toBeVisible();
  await first.locator('.ant-collapse-title').click(); // the title toggles (not the buttons beside it)
  await expect(page.getByText(`Checklist ${stamp}`)).toBeVisible();
  await expect(first.locator('.ant-motion-collapse')).toHaveCount(0); // opened, for the screenshot
  await shot(page, 'assets');

  const name = (testId: string) => testId.replace(/^folder-/, '');
  const handle = (testId: string) =>
    page.getByRole('button', { name: `Drag to reorder ${name(testId)}`, exact: true });
  // The drag's screen reader announcement: dropping before it would drop the folder where it was (the move
  // may first scroll the page smoothly).
  const announced = (testId: string, place: number) =>
    expect(
      page.getByText(`Folder ${name(testId)} moved to place ${place} of ${before.length}.`),
    ).toBeAttached();
  const reordered = () =>
    page.waitForResponse((r) => r.url().endsWith('/folder/reorder') && r.request().method() === 'PUT', {
      timeout: 30_000,
    });
  const [a, b, ...rest] = before as [string, string, ...string[]];

  // Keyboard: the first folder (open, so taller than the others) goes below the second.
  let sent = reordered();
  await handle(a).focus();
  await page.keyboard.press('Space');
  await expect(handle(a)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await announced(a, 2);
  await page.keyboard.press('Space');
  let response = await sent;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ newOrder: 2 });
  await expect.poll(folderNames).toEqual([b, a, ...rest]);
  await page.reload();
  await expect(folders.first()).toBeVisible();
  expect(await folderNames()).toEqual([b, a, ...rest]);

  // Mouse: drag it back above the (now) first folder, so the test can run again on the same data.
  const from = (await handle(a).boundingBox())!;
  const target = (await page.getByTestId(b).boundingBox())!;
  sent = reordered();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, target.y + 4, { steps: 12 });
  await announced(a, 1);
  await page.mouse.up();
  response = await sent;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ newOrder: 1 });
  await expect.poll(folderNames).toEqual(before);
  await page.reload();
  await expect(folders.first()).toBeVisible();
  expect(await folderNames()).toEqual(before);
});
