/**
 * Waitlists that offer seats (issue 38 point 3; docs/waitlists.md): the one paid seat of an event is sold to
 * another member; our member finds it sold out and joins the waitlist (their place shown); staff see the line
 * under /admin/events/{id}; the other ticket is cancelled, the seat is offered and held for our member, who
 * claims it, pays at the hosted test checkout and holds a ticket. Set-up and the other member's actions go
 * through the API; the member's own steps through the screens.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, origin, shot as reviewShot, signInAs } from './support';

const base = origin('ota');
const TITLE = `E2E Waitlist Masterclass ${Date.now().toString(36).slice(-5)}`;
const shot = (page: Page, name: string) => reviewShot(page, `waitlist/${name}`);

async function pageAs(browser: Browser, key: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signInAs(page, 'ota', key);
  return page;
}

test('a member joins the waitlist of a sold-out paid price, is offered the freed seat, claims and pays', async ({
  browser,
}) => {
  const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const admin = await pageAs(browser, 'admin');
  const event = await api<{ id: number; ticketPrices: { ticketPriceId: number }[] }>(
    admin,
    'POST',
    '/api/admin/events',
    {
      title: TITLE,
      shortDesc: 'One seat only.',
      startDateTime: `${day}T09:00`,
      startTimeZone: 'UTC',
      endDateTime: `${day}T12:00`,
      endTimeZone: 'UTC',
      isPublished: true,
      ticketPrices: [{ name: 'Seat', amount: 40, capacity: 1, holdHours: 12 }],
    },
  );
  const priceId = event.ticketPrices[0]!.ticketPriceId;

  // Another member buys the one seat (cart, hosted test checkout, Pay).
  const other = await pageAs(browser, 'moderator');
  const { cartId } = await api<{ cartId: string }>(other, 'POST', '/api/cart/new', {});
  await api(other, 'POST', '/api/cart/additem', { cartId, itemPriceId: priceId, quantity: 1 });
  const { checkoutUrl } = await api<{ checkoutUrl: string }>(other, 'POST', '/api/cart/checkout', { cartId });
  await other.goto(`${base}${checkoutUrl}`);
  await other.getByRole('button', { name: /^Pay/ }).click();
  await expect(other).toHaveURL(new RegExp(`/events/${event.id}\\?checkout=success`));
  const [ticket] = await api<{ ticketId: number }[]>(other, 'GET', `/api/user/event/${event.id}/tickets`);

  // Our member finds it sold out and joins the waitlist.
  const member = await pageAs(browser, 'member');
  await member.goto(`${base}/events/${event.id}`);
  await expect(member.getByText('Sold out', { exact: true })).toBeVisible();
  await member.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(member.getByText('You are first on the waitlist')).toBeVisible();
  await shot(member, '01-on-the-waitlist');

  // Staff see the line.
  await admin.goto(`${base}/admin/events/${event.id}`);
  const line = admin.getByRole('region', { name: 'Waitlist of Seat' });
  await expect(line.getByText('Olivia Bennett')).toBeVisible();
  await expect(line.getByText('waiting')).toBeVisible();
  await shot(admin, '02-admin-waitlist');

  // The other ticket is cancelled (refunded): the seat is offered to our member and held for them.
  await api(other, 'POST', '/api/ticket/cancel', { ticketId: ticket!.ticketId });
  await member.reload();
  await expect(member.getByText('A seat is held for you')).toBeVisible();
  await expect(member.getByText(/Claim it by/)).toBeVisible();
  await shot(member, '03-offer');
  await member.getByRole('button', { name: 'Claim your seat ($40.00)' }).click();
  await expect(member).toHaveURL(/\/checkout\//);
  await member.getByRole('button', { name: /^Pay/ }).click();
  await expect(member).toHaveURL(new RegExp(`/events/${event.id}\\?checkout=success`));
  await expect(member.getByTestId('my-ticket').getByText('Going')).toBeVisible();
  await expect(member.getByText('A seat is held for you')).toHaveCount(0);
  await shot(member, '04-claimed');
  await Promise.all([admin, other, member].map((page) => page.context().close()));
});
