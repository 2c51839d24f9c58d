/**
 * News and resources journeys in Chromium (issue 5; spec 002 §2 news and resources, §4 favourites, §5
 * segment filtering): filter news by category and tag, search, bookmark an item and find it under
 * 'Bookmarked' and in the favourites, open the detail and its print view; an editor publishes a news item
 * for one segment — a member of that segment sees it, a member outside it does not.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, PORT, demo, origin, signInAs } from './support';

/** Lists, searches and asset resizing can be slow on the shared 2-core machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const API = `http://127.0.0.1:${PORT}`;
const HOST = { host: `ota.localhost:${PORT}` };

/** Signs in through the API and answers the account's segment names. */
async function segmentsOf(request: APIRequestContext, key: string): Promise<string[]> {
  const signIn = await request.post(`${API}/api/v1/auth/sign-in`, {
    headers: HOST,
    data: { email: demo(key, 'ota'), password: DEMO_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  const account = await request.get(`${API}/api/v1/account`, {
    headers: { ...HOST, authorization: `Bearer ${token}` },
  });
  const body = (await account.json()) as { segments: Array<{ segmentName: string }> };
  return body.segments.map((segment) => segment.segmentName);
}

async function firstCardTitle(page: Page): Promise<string> {
  const list = page.getByRole('list', { name: 'News items' });
  const link = list.getByRole('heading', { level: 3 }).first().getByRole('link');
  await expect(link).toBeVisible();
  return (await link.textContent())!.trim();
}

test.use({ viewport: { width: 1366, height: 900 } });
// Long journeys on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('a member filters news by category and tag, searches, bookmarks, and prints', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await signInAs(page, 'ota', 'member', { to: `${origin('ota')}/news` });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/News \(\d+\)/);
  await expect(page.getByRole('list', { name: 'News items' }).getByRole('listitem')).toHaveCount(8);

  // Category from the library; clicking it again returns to all.
  const library = page.getByRole('navigation', { name: 'News library' });
  const category = (await library.getByRole('menuitem').first().textContent())!.trim();
  await library.getByRole('menuitem', { name: category }).click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(category);
  const cards = page.getByRole('list', { name: 'News items' }).getByRole('listitem');
  await expect(cards.first()).toContainText(category);

  // Tag filter: the first tag; its chip is removable.
  const firstTag = page.getByRole('checkbox').first();
  const tagLabel = (await firstTag.locator('xpath=..').locator('xpath=..').textContent())!.trim();
  await firstTag.click();
  await expect(page).toHaveURL(/tags=\d+/);
  await expect(firstTag).toBeChecked();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(tagLabel);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\(\d+\)/);
  await page.getByLabel(`Remove tag ${tagLabel}`).click();
  await expect(page).not.toHaveURL(/tags=/);
  await library.getByRole('menuitem', { name: category }).click();
  await expect(page).toHaveURL(`${origin('ota')}/news`);

  // Search by the title of the newest item.
  const title = await firstCardTitle(page);
  await page.getByRole('searchbox', { name: 'Search news' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search news' }).press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // Bookmark it (the star's hover hint says what it does, then what it did); find it under Bookmarked and in
  // the favourites.
  const star = page.getByRole('button', { name: `Bookmark ${title}`, exact: true });
  await star.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Bookmark');
  await star.click();
  await expect(page.getByText('Successfully added to favourites')).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveText('Bookmarked');
  await page.goto(`${origin('ota')}/news`);
  await page.getByRole('menuitem', { name: /Bookmarked/ }).click();
  await expect(page).toHaveURL(/saved=true/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(1)');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await page.goto(`${origin('ota')}/favourites/news`);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // Detail and print view.
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/news\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to news' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(/view=print/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0))
    .toBe(1);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
});

test('an editor publishes news for one segment: only members of that segment see it', async ({
  browser,
  request,
}) => {
  const memberSegments = await segmentsOf(request, 'member');
  const clientSegments = await segmentsOf(request, 'client');
  const segment = memberSegments.find((name) => !clientSegments.includes(name));
  expect(segment, 'a segment of member@ota.example that client@ota.example lacks').toBeTruthy();
  const title = `Segment briefing ${Date.now()}`;

  const editor = await browser.newPage();
  await signInAs(editor, 'ota', 'admin', { to: `${origin('ota')}/admin/resources` });
  await editor.getByRole('button', { name: 'New news item' }).click();
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Short description').fill('Only for one segment.');
  await editor.getByRole('textbox', { name: 'Content' }).fill('A briefing written in the portal.');
  await editor.getByRole('combobox', { name: 'Segments' }).click();
  await editor.getByRole('combobox', { name: 'Segments' }).fill(segment!);
  await editor.locator(`.ant-select-item-option[title="${segment}"]`).click();
  await editor.keyboard.press('Escape');
  await editor
    .locator('label')
    .filter({ hasText: /^Published$/ })
    .click();
  await expect(editor.getByRole('radio', { name: 'Published' })).toBeChecked();
  await editor.getByRole('button', { name: 'Create' }).click();
  await expect(editor.getByText('Created the news item')).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/resources\/news\/\d+$/);
  await editor.goto(`${origin('ota')}/admin/resources?tab=news`);
  await expect(editor.locator('tr', { hasText: title })).toContainText('Published');
  await editor.close();

  const member = await browser.newPage();
  await signInAs(member, 'ota', 'member', {
    to: `${origin('ota')}/news?keyword=${encodeURIComponent(title)}`,
  });
  await expect(member.getByRole('link', { name: title })).toBeVisible();
  await member.getByRole('link', { name: title }).click();
  await expect(member.getByText('A briefing written in the portal.')).toBeVisible();
  await member.close();

  const outsider = await browser.newPage();
  await signInAs(outsider, 'ota', 'client', {
    to: `${origin('ota')}/news?keyword=${encodeURIComponent(title)}`,
  });
  await expect(outsider.getByText('No news available.')).toBeVisible();
  await expect(outsider.getByRole('link', { name: title })).toHaveCount(0);
  await outsider.close();
});
