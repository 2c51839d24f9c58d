/**
 * Members' own data (issue 39 point 5, docs/members-data.md) in Chromium on the real server: a generated ota
 * member (not a demo account: closing it must not touch other journeys) with a post and an invoice downloads
 * their data — the ZIP, read back with jszip, holds that post and that invoice with its PDF — then asks to
 * close the account; an administrator approves at /admin/account-closures, and the post shows "Former member"
 * as its author while the invoice remains.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import JSZip from 'jszip';
import pg from 'pg';
import type { TAdminUser } from '@portal/contracts';
import { DEMO_PASSWORD, PORT, demo, origin, signInAs, submitSignIn } from './support';

const base = origin('ota');
const host = { host: `ota.localhost:${PORT}` };
const api = (path: string) => `http://127.0.0.1:${PORT}/${path}`;
const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_e2e';

/** The 30th generated ota member by e-mail (no other journey uses it), from the admin user search. */
async function generatedMember(request: APIRequestContext): Promise<TAdminUser> {
  const session = await request.post(api('api/v1/auth/sign-in'), {
    headers: host,
    data: { email: demo('admin', 'ota'), password: DEMO_PASSWORD },
  });
  const { token } = (await session.json()) as { token: string };
  const res = await request.get(api('api/v1/admin/users?keyword=ota-members.example&pageSize=100'), {
    headers: { ...host, authorization: `Bearer ${token}` },
  });
  const { users } = (await res.json()) as { users: TAdminUser[] };
  const members = users
    .filter((u) => u.contactTypes.includes('Member') && u.role === 0)
    .sort((a, b) => a.email.localeCompare(b.email));
  return members[30]!;
}

/** Gives the member a published post in a community and a paid invoice (what the download must hold). */
async function seedPostAndInvoice(userId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stamp = Date.now();
    const { rows: communities } = await client.query<{ id: string; alias: string }>(
      "select id, alias from communities where tenant_id = 'ota' order by created_at limit 1",
    );
    const community = communities[0]!;
    const { rows: posts } = await client.query<{ id: string }>(
      `insert into posts (tenant_id, community_id, created_by_user_id, title, body, body_text, status)
       values ('ota', $1, $2, $3, '<p>My own words.</p>', 'My own words.', 1) returning id`,
      [community.id, userId, `My data journey ${stamp}`],
    );
    const invoiceNum = `INV-E2E-${stamp}`;
    const { rows: invoices } = await client.query<{ id: string }>(
      `insert into invoices (tenant_id, user_id, invoice_num, invoice_date, due_date, description, status,
         total_inc_gst_cents, total_exc_gst_cents, gst_cents, paid_cents, user_full_name, line_items, kind)
       values ('ota', $1, $2, current_date, current_date, 'Workshop', 'Paid', 11000, 10000, 1000, 11000,
         'Closing Member', '[{"itemName":"Workshop","quantity":1,"unitCents":11000,"totalCents":11000}]', 'event')
       returning id`,
      [userId, invoiceNum],
    );
    return { community, postId: posts[0]!.id, invoiceId: invoices[0]!.id, invoiceNum };
  } finally {
    await client.end();
  }
}

test('a member downloads their data and closes the account; the post shows an anonymous author', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await generatedMember(request);
  const seeded = await seedPostAndInvoice(member.id);

  await submitSignIn(page, 'ota', member.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${base}/`);
  await page.goto(`${base}/settings/your-data`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.zip$/);
  const zip = await JSZip.loadAsync(await (await download.createReadStream()).toArray().then(Buffer.concat));
  const posts = JSON.parse(await zip.file('communities/posts.json')!.async('string')) as { id: string }[];
  expect(posts.map((p) => p.id)).toContain(seeded.postId);
  const invoices = JSON.parse(await zip.file('billing/invoices.json')!.async('string')) as { id: string }[];
  expect(invoices.map((i) => i.id)).toContain(seeded.invoiceId);
  expect(zip.file(`invoices/${seeded.invoiceNum}.pdf`)).not.toBeNull();

  await page.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await expect(dialog.getByText(/kept for seven years/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ask to close my account' }).click();
  await expect(page.getByText('You have asked to close your account.')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'ota', 'admin', { to: `${base}/admin/account-closures` });
  const row = admin.getByRole('row').filter({ hasText: member.email });
  await row.getByRole('button', { name: /^Approve closure/ }).click();
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText('The account has been closed.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await admin.goto(`${base}/communities/${seeded.community.alias}/posts/${seeded.postId}`);
  await expect(admin.getByText('Former member').first()).toBeVisible();
  await expect(admin.getByText(`${member.firstName} ${member.lastName}`)).toHaveCount(0);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const kept = await client.query('select user_full_name from invoices where id = $1', [seeded.invoiceId]);
  await client.end();
  expect(kept.rows).toEqual([{ user_full_name: 'Closing Member' }]);

  // The member's session has ended: the next call signs them out.
  await page.reload();
  await expect(page).toHaveURL(/\/account\/sign-in/);
});
