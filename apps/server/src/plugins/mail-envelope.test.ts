/**
 * Mail envelope (issue 35 B): each tenant's sender and Reply-To from the configuration with demo defaults
 * named after the association, the RFC 3834 header, and a text part derived from the HTML.
 */
import { describe, expect, it } from 'vitest';
import { TENANT_IDS, TENANT_PROFILES } from '@portal/contracts';
import { loadEnv } from '../config/env';
import { AUTOMATIC_MAIL_HEADERS, envelopeFor, mailBody, mailSenderOf } from './mail-envelope';

const env = (vars: Record<string, string> = {}) => loadEnv({ NODE_ENV: 'test', ...vars });

describe('mailSenderOf', () => {
  it('defaults to no-reply@{tenant}.portal.example under the association full name', () => {
    for (const tenant of TENANT_IDS) {
      const name = TENANT_PROFILES[tenant].fullName;
      expect(mailSenderOf(tenant, env())).toEqual({
        from: { name, address: `no-reply@${tenant}.portal.example` },
        replyTo: { name, address: `help@${tenant}.portal.example` },
      });
    }
    expect(mailSenderOf('ota', env()).from.name).toBe('Occupational Therapy Association');
  });

  it('takes MAIL_FROM_<TENANT> and MAIL_REPLY_TO_<TENANT> as given, the full name when unnamed', () => {
    const settings = env({
      MAIL_FROM_PSA: 'PSA Connect <hello@psa.gov.example>',
      MAIL_REPLY_TO_PSA: 'support@psa.gov.example',
    });
    expect(mailSenderOf('psa', settings)).toEqual({
      from: { name: 'PSA Connect', address: 'hello@psa.gov.example' },
      replyTo: { name: 'Public Skills Authority', address: 'support@psa.gov.example' },
    });
    expect(mailSenderOf('ota', settings).from.address).toBe('no-reply@ota.portal.example');
  });

  it("uses MAIL_FROM's address under each association's name for tenants without their own", () => {
    const settings = env({ MAIL_FROM: 'Member Portal <no-reply@portal.example.org>' });
    expect(mailSenderOf('actls', settings).from).toEqual({
      name: 'Australian Capital Territory Law Society',
      address: 'no-reply@portal.example.org',
    });
  });

  it('refuses a mail variable that is not one address', () => {
    expect(() => env({ MAIL_FROM_OTA: 'not an address' })).toThrow(/MAIL_FROM_OTA/);
    expect(() => env({ MAIL_REPLY_TO: 'a@example.org, b@example.org' })).toThrow(/MAIL_REPLY_TO/);
  });
});

describe('envelopeFor', () => {
  const sender = mailSenderOf('lca', env());

  it('adds the sender, Reply-To and Auto-Submitted, and derives the text part from the HTML', () => {
    const options = envelopeFor(sender, {
      to: 'member@example.org',
      subject: 'Hello',
      text: 'stale text',
      html: '<p>Hello <b>Ada</b> &amp; co,</p><p><a href="https://lca.example/x?a=1&amp;b=2">Open</a></p>',
    });
    expect(options).toMatchObject({
      from: sender.from,
      replyTo: sender.replyTo,
      to: 'member@example.org',
      subject: 'Hello',
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    });
    expect(options.text).toBe('Hello Ada & co,\n\nOpen https://lca.example/x?a=1&b=2');
  });

  it('sends a text-only message as it is, with the same headers', () => {
    const options = envelopeFor(sender, { to: 'a@example.org', subject: 'S', text: 'Plain.' });
    expect(options.text).toBe('Plain.');
    expect(options.html).toBeUndefined();
    expect(options.headers).toEqual(AUTOMATIC_MAIL_HEADERS);
  });

  it('mailBody builds both parts from one template', () => {
    expect(mailBody('<p>Your code is <strong>123456</strong>.</p>')).toEqual({
      html: '<p>Your code is <strong>123456</strong>.</p>',
      text: 'Your code is 123456.',
    });
  });
});
