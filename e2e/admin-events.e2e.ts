/**
 * The event editor journey (issue 18 "Staff tools"; docs/api-events.md "Event administration"): the OTA admin
 * writes the content in the rich-text editor (with bold text), names two labelled ticket prices with amounts
 * and a capacity, uploads a feature image, crops it at 3:1 in the crop dialog and sees the preview, and saves
 * a published event; the saved prices show their sold counts. A member then finds the event and sees the
 * formatted content, the cropped image and both prices. The event targets the segment Research (issue 38
 * point 2, docs/digest.md "Event segments"), which the demo member lacks: segments target the digest only, so
 * the member still finds it. Screenshots (E2E_SHOTS=1) go to e2e/test-results/shots/admin-events.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demo, origin, shot as reviewShot, submitSignIn } from './support';

/** Screens with several editors render slowly on a loaded machine: assertions wait up to 30 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const base = origin('ota');
const TITLE = `E2E Editor Event ${Date.now().toString(36).slice(-5)}`;

const shot = (page: Page, name: string) => reviewShot(page, `admin-events/${name}`);

/** Signs in through the screen and waits (up to 30 s on a loaded machine) for the home page. */
async function signIn(page: Page, key: 'admin' | 'member') {
  await submitSignIn(page, 'ota', demo(key, 'ota'));
  await expect(page).toHaveURL(`${base}/`);
}

/** A local date-time N days from now at `hour`:00, `YYYY-MM-DDTHH:mm`. */
function inDays(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

/** A 900×600 PNG with stripes, drawn by the browser (no binary fixture). */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const g = canvas.getContext('2d')!;
    for (let i = 0; i < 6; i += 1) {
      g.fillStyle = ['#1d4e89', '#00b2ca', '#7dcfb6', '#fbd1a2', '#f79256', '#e4572e'][i]!;
      g.fillRect(0, i * 100, 900, 100);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('staff create an event with rich text, two labelled prices and a cropped image; a member sees it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(admin, 'admin');
  await admin.goto(`${base}/admin/events/new`);
  await expect(admin.getByRole('heading', { name: 'New event' })).toBeVisible();

  await test.step('validation messages show on the fields', async () => {
    await admin.getByRole('button', { name: 'Save event' }).click();
    await expect(admin.getByText('Please enter a title')).toBeVisible();
    await expect(admin.getByText('Please enter the start')).toBeVisible();
    await admin.getByLabel('Start', { exact: true }).fill(inDays(12, 10));
    await admin.getByLabel('End', { exact: true }).fill(inDays(12, 9));
    await expect(admin.getByText('The event must end after it starts')).toBeVisible();
    await shot(admin, '01-validation');
  });

  await test.step('title, dates and rich-text content', async () => {
    await admin.getByLabel('Title', { exact: true }).fill(TITLE);
    await admin.getByLabel('Short description').fill('Made in the event editor.');
    await admin.getByLabel('End', { exact: true }).fill(inDays(12, 16));
    await expect(admin.getByText('The event must end after it starts')).toBeHidden();
    const content = admin.getByRole('textbox', { name: 'Content', exact: true });
    await content.click();
    await content.pressSequentially('Evidence-based hand therapy. ');
    await admin
      .getByRole('toolbar', { name: 'Content formatting' })
      .getByRole('button', { name: 'Bold' })
      .click();
    await content.pressSequentially('Bring your splints.');
    await expect(content.locator('strong')).toHaveText('Bring your splints.');
  });

  await test.step('two labelled ticket prices', async () => {
    const first = admin.getByRole('group', { name: 'Ticket price 1' });
    await first.getByLabel('Ticket name').fill('Member');
    await first.getByLabel('Price (AUD)').fill('45');
    await admin.getByRole('button', { name: 'Add ticket price' }).click();
    const second = admin.getByRole('group', { name: 'Ticket price 2' });
    await second.getByLabel('Ticket name').fill('Non-member');
    await second.getByLabel('Price (AUD)').fill('80');
    await second.getByLabel('Capacity').fill('20');
  });

  await test.step('upload, crop and preview the feature image', async () => {
    const image = await photo(admin);
    await admin
      .getByRole('button', { name: 'Upload Feature image' })
      .locator('xpath=ancestor::span[contains(@class,"ant-upload")][1]')
      .locator('input[type=file]')
      .setInputFiles({ name: 'stripes.png', mimeType: 'image/png', buffer: image });
    const dialog = admin.getByRole('dialog', { name: 'Crop feature image' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.reactEasyCrop_CropArea')).toBeVisible();
    await shot(admin, '02-crop-dialog');
    await dialog.getByRole('button', { name: 'Crop and upload' }).click();
    await expect(dialog).toBeHidden();
    const preview = admin.getByRole('img', { name: 'Feature image preview' });
    await expect(preview).toHaveAttribute('src', /^\/api\/events\/files\/\d{4}\/\d{2}\/.+\.png$/);
    const ratio = await preview.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth / img.naturalHeight;
    });
    expect(ratio).toBeCloseTo(3, 1);
    await admin.getByRole('switch', { name: 'Published' }).click();
  });

  await test.step('target the Research segment (the digest offers it to that segment only)', async () => {
    const segments = admin.getByRole('combobox', { name: 'Segments' });
    await segments.click();
    await segments.pressSequentially('Resea'); // the option list is virtual: filter it to the one
    await admin.getByTitle('Research', { exact: true }).click();
    await admin.keyboard.press('Escape');
    await shot(admin, '03-form-filled');
  });

  let id = '';
  await test.step('save; the saved prices show their sold counts', async () => {
    await admin.getByRole('button', { name: 'Save event' }).click();
    await expect(admin.getByText('Event saved')).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/events\/\d+$/);
    id = /\/admin\/events\/(\d+)$/.exec(admin.url())![1]!;
    const second = admin.getByRole('group', { name: 'Ticket price 2' });
    await expect(second.getByLabel('Ticket name')).toHaveValue('Non-member');
    await expect(second.getByLabel('Sold')).toHaveValue('0');
    await expect(second.getByLabel('Capacity')).toHaveValue('20');
    await expect(admin.locator('.ant-select-selection-item', { hasText: 'Research' })).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Content', exact: true }).locator('strong')).toHaveText(
      'Bring your splints.',
    );
    await shot(admin, '04-saved');
  });
  await admin.context().close();

  await test.step('a member finds the event and sees content, image and prices', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await signIn(page, 'member');
    await page.goto(`${base}/events/discover/all`);
    await page.getByLabel('Search events').fill(TITLE);
    await page.getByRole('link', { name: TITLE }).first().click();
    await expect(page).toHaveURL(`${base}/events/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Bring your splints.' })).toBeVisible();
    await expect(page.getByText('Evidence-based hand therapy.')).toBeVisible();
    const banner = page.locator('img[src^="/api/events/files/"]').first();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Member/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Non-member/ })).toBeVisible();
    await shot(page, '05-member-event');
    await page.context().close();
  });
});
