import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { choosePaymentProvider } from './choose-provider.js';
import { expiryInFuture, sandboxCardOutcome, sandboxSessionIdOf } from './sandbox-provider.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'crewcast-pay-config-'));
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dir(), JWT_SECRET: 'x'.repeat(40), ...env });

describe('choosing the payment provider', () => {
  it('uses the sandbox by default outside production', () => {
    expect(choosePaymentProvider(config({ NODE_ENV: 'development' })).mode).toBe('sandbox');
  });

  it('uses Stripe whenever STRIPE_SECRET_KEY is set, never the sandbox', () => {
    const chosen = choosePaymentProvider(
      config({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
    );
    expect(chosen.mode).toBe('stripe');
    expect(chosen.provider.kind).toBe('stripe');
    expect(chosen.provider.publishableKey).toBe('pk_test_1');
  });

  it('keeps the shop closed in production without Stripe unless sandbox payments are allowed', async () => {
    const closed = choosePaymentProvider(config({ NODE_ENV: 'production' }));
    expect(closed.mode).toBe('disabled');
    await expect(
      closed.provider.createCheckout({
        userId: 'u',
        email: 'e@example.com',
        lines: [],
        returnUrl: 'x',
        expiresAt: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'payment_unavailable' });
    const demo = config({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(choosePaymentProvider(demo).mode).toBe('sandbox');
  });

  it('refuses to start with a Stripe secret key but no publishable key', () => {
    expect(() => config({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY/,
    );
    expect(() => config({ STRIPE_API_URL: 'ftp://nope' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('the sandbox card rules', () => {
  it('knows its two test cards and refuses other numbers', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toBe('approved');
    expect(sandboxCardOutcome('4000000000000002')).toBe('declined');
    expect(sandboxCardOutcome('4242 4242 4242 4241')).toBe('invalid_number');
    expect(sandboxCardOutcome('5555 5555 5555 4444')).toBe('unknown_card');
    expect(sandboxCardOutcome('')).toBe('invalid_number');
  });

  it('accepts an expiry of this month or later', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(expiryInFuture('11 / 26', now)).toBe(true);
    expect(expiryInFuture('10/26', now)).toBe(false);
    expect(expiryInFuture('01 / 27', now)).toBe(true);
    expect(expiryInFuture('13/27', now)).toBe(false);
    expect(expiryInFuture('nonsense', now)).toBe(false);
  });

  it('reads the session id out of a client secret, and nothing out of anything else', () => {
    expect(sandboxSessionIdOf('cs_sandbox_abc123_secret_xyz')).toBe('cs_sandbox_abc123');
    expect(sandboxSessionIdOf('cs_test_abc_secret_xyz')).toBeUndefined();
    expect(sandboxSessionIdOf('cs_sandbox_abc_secret_')).toBeUndefined();
  });
});
