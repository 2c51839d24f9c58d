/**
 * Code e-mails (issue 35 B): the code in the body only, never in the Subject; each purpose worded for itself
 * (the join code speaks of joining and the membership, not of signing in); both parts say the same.
 */
import { describe, expect, it } from 'vitest';
import { codeMail } from './code-mail';
import type { CodePurpose } from './code-purpose';

const PURPOSES: CodePurpose[] = ['two-factor', 'first-time', 'email-change', 'join'];

describe('codeMail', () => {
  it.each(PURPOSES)('%s: the code in both parts, never in the subject', (purpose) => {
    const mail = codeMail(purpose, '042917', 'Law Council');
    expect(mail.subject).not.toContain('042917');
    expect(mail.subject).not.toMatch(/\d/);
    expect(mail.subject).toContain('Law Council');
    expect(mail.text).toContain('Your verification code is 042917.');
    expect(mail.html).toContain('042917');
  });

  it('names each purpose in the subject', () => {
    expect(codeMail('two-factor', '1', 'OTA').subject).toBe('Your sign-in code for OTA');
    expect(codeMail('first-time', '1', 'OTA').subject).toBe('Your first-time login code for OTA');
    expect(codeMail('email-change', '1', 'OTA').subject).toBe('Confirm your new sign-in e-mail for OTA');
    expect(codeMail('join', '1', 'OTA').subject).toBe('Your code to join OTA');
  });

  it('words the join code for joining, not for signing in', () => {
    const text = codeMail('join', '123456', 'ACT Law Society').text.replace(/\s+/g, ' ');
    expect(text).toContain('continue creating your ACT Law Society membership');
    expect(text).toMatch(/did not start joining/);
    expect(text).not.toMatch(/sign in/i);
  });

  it('escapes the association name in the HTML part', () => {
    expect(codeMail('join', '123456', 'A & <B>').html).toContain('A &amp; &lt;B&gt;');
  });
});
