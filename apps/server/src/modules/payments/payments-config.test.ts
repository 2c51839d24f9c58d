/**
 * Which provider each tenant gets (issue 34, docs/payments.md "Configuration"): the test provider only for the
 * seeded demo (or where chosen), Stripe with the tenant's own key and secret, none otherwise; bad
 * configuration refused at start with every problem listed and no secret echoed.
 */
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { buildPaymentProviders, requireProvider } from './payments.service';

const env = (vars: Record<string, string>) =>
  loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/portal-test', ...vars });

describe('payment providers from the configuration', () => {
  it('gives every tenant the test provider only when the server seeds the demo', () => {
    const demo = buildPaymentProviders(env({}));
    expect(['ota', 'psa', 'lca', 'actls'].map((t) => demo.of(t)?.name)).toEqual([
      'test',
      'test',
      'test',
      'test',
    ]);
    const real = buildPaymentProviders(env({ SEED_ON_START: 'false' }));
    expect(real.of('ota')).toBeNull();
    expect(() => requireProvider(real, 'ota')).toThrow('Payments are not set up for this association yet.');
  });

  it('uses the listed providers only, Stripe with its own key and webhook secret', () => {
    const providers = buildPaymentProviders(
      env({
        PAYMENT_PROVIDERS: 'ota=stripe,psa=test',
        STRIPE_SECRET_KEYS: 'ota=sk_test_abc',
        STRIPE_WEBHOOK_SECRETS: 'ota=whsec_abc',
      }),
    );
    expect(providers.of('ota')).toMatchObject({ name: 'stripe', testMode: false });
    expect(providers.stripe('ota')?.webhookSecret).toBe('whsec_abc');
    expect(providers.of('psa')).toMatchObject({ name: 'test', testMode: true });
    expect(providers.stripe('psa')).toBeNull();
    expect(providers.of('lca')).toBeNull();
  });

  it('refuses Stripe without its key or secret, and bad pairs, without echoing secrets', () => {
    expect(() => env({ PAYMENT_PROVIDERS: 'ota=stripe' })).toThrow(
      /STRIPE_SECRET_KEYS: PAYMENT_PROVIDERS gives ota Stripe[\s\S]*STRIPE_WEBHOOK_SECRETS/,
    );
    let message = '';
    try {
      env({ PAYMENT_PROVIDERS: 'ota=paypal', STRIPE_SECRET_KEYS: 'xyz=sk_test_secret1' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PAYMENT_PROVIDERS: "ota=…"');
    expect(message).toContain('STRIPE_SECRET_KEYS: "xyz=…"');
    expect(message).not.toContain('sk_test_secret1');
  });
});
