/**
 * Mail as an SMTP server receives it (issue 35 B): a real SMTP server (`smtp-server`) on an ephemeral port
 * catches what the app sends with `SMTP_URL`, and `mailparser` reads each message. For each of the four
 * tenants a first-time login code, a join code and a reset link are triggered through the API; every
 * message must come from that tenant's sender (demo default, or `MAIL_FROM_LCA` / `MAIL_REPLY_TO_LCA` as
 * configured), with its Reply-To, the `Auto-Submitted: auto-generated` header (RFC 3834), no code in the
 * Subject, and a text part saying what the HTML part says. Delivery may become asynchronous (an outbox
 * worker), so the test polls the catcher instead of assuming mail arrived before the HTTP answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { convert } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { TENANT_IDS, TENANT_PROFILES, type TenantId } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../test/helper';
import { buildUser } from '../../test/factories/users';

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let app: FastifyInstance;

/** The configured sender of lca (the others use the demo defaults). */
const LCA_FROM = { name: 'Law Council Members', address: 'members@lawcouncil.example' };
const LCA_REPLY_TO = 'enquiries@lawcouncil.example';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM_LCA: `${LCA_FROM.name} <${LCA_FROM.address}>`,
    MAIL_REPLY_TO_LCA: LCA_REPLY_TO,
    RATE_LIMIT_IP: '1000',
    RATE_LIMIT_ACCOUNT: '1000',
  });
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The messages the catcher has to `to`, waiting (polling) until there are `count` of them. */
async function mailTo(to: string, count = 1, timeoutMs = 10_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.filter((m) => addressesOf(m.to).includes(to));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The addresses of a parsed address header. */
function addressesOf(header: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.flatMap((h) => h.value.map((v) => v.address ?? ''));
}

/** Words of a text, links left out: what both parts must say. */
const words = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

/** The expected From and Reply-To of `tenant`. */
function senderOf(tenant: TenantId) {
  const name = TENANT_PROFILES[tenant].fullName;
  if (tenant === 'lca') return { from: LCA_FROM, replyTo: { name, address: LCA_REPLY_TO } };
  return {
    from: { name, address: `no-reply@${tenant}.portal.example` },
    replyTo: { name, address: `help@${tenant}.portal.example` },
  };
}

/** Asserts the issue 35 B envelope of one message of `tenant`. */
function expectEnvelope(mail: ParsedMail, tenant: TenantId) {
  const { from, replyTo } = senderOf(tenant);
  expect(mail.from?.value).toEqual([from]);
  expect(mail.replyTo?.value).toEqual([replyTo]);
  expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
  expect(mail.subject).toBeTruthy();
  expect(mail.subject).not.toMatch(/\d{4,}/);
  expect(mail.html).toBeTruthy();
  const htmlWords = words(
    convert(mail.html as string, {
      wordwrap: false,
      selectors: [{ selector: 'a', options: { ignoreHref: true } }],
    }),
  );
  expect(words(mail.text ?? '')).toBe(htmlWords);
}

const post = (tenant: TenantId, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { host: hostOf(tenant) }, payload });

describe.each(TENANT_IDS)('mail of %s over SMTP (issue 35 B)', (tenant) => {
  it('first-time login code: tenant sender, code in the body only', async () => {
    const user = await buildUser(app, { tenantId: tenant, isFirstLogin: true });
    const res = await post(tenant, '/api/v1/auth/generate-one-time-login-code', { email: user.email });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail, 'a message reached the SMTP server').toBeTruthy();
    expectEnvelope(mail!, tenant);
    expect(mail!.subject).toBe(`Your first-time login code for ${TENANT_PROFILES[tenant].displayName}`);
    const code = /code is (\d{6})/.exec(mail!.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.html).toContain(code);
    expect(mail!.subject).not.toContain(code);
    // A resent code keeps its purpose's wording and subject.
    const { requestId } = res.json() as { requestId: string };
    await post(tenant, '/api/v1/auth/resend-one-time-code', { requestId, userName: user.email });
    const [, resent] = await mailTo(user.email, 2);
    expect(resent, 'the resent code reached the SMTP server').toBeTruthy();
    expectEnvelope(resent!, tenant);
    expect(resent!.subject).toBe(mail!.subject);
  });

  it('join code: worded for joining, not for signing in', async () => {
    const email = `join-${tenant}-${Date.now()}@example.com`;
    const res = await post(tenant, '/api/membership/join/code', { email });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail, 'a message reached the SMTP server').toBeTruthy();
    expectEnvelope(mail!, tenant);
    expect(mail!.subject).toBe(`Your code to join ${TENANT_PROFILES[tenant].displayName}`);
    expect(mail!.text).toMatch(/membership/);
    expect(mail!.text).not.toMatch(/sign in/i);
  });

  it('reset link: the text part carries the link of the HTML part', async () => {
    const user = await buildUser(app, { tenantId: tenant });
    expect((await post(tenant, '/api/v1/auth/forgot-password', { email: user.email })).json()).toBe(true);
    const [mail] = await mailTo(user.email);
    expect(mail, 'a message reached the SMTP server').toBeTruthy();
    expectEnvelope(mail!, tenant);
    const href = /href="([^"]+)"/.exec(mail!.html as string)![1]!.replace(/&amp;/g, '&');
    expect(mail!.text).toContain(href);
  });
});
