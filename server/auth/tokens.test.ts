import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken, signAccessToken } from './tokens.js';

const secret = new TextEncoder().encode('a secret for the token tests only');

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('stop being accepted when they expire, even after being verified and remembered', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    const token = await signAccessToken(secret, { uid: 'u3', accountType: 'Admin' });
    expect(await readAccessToken(secret, token)).toMatchObject({
      uid: 'u3',
      issuedAt: Date.parse('2026-11-28T10:00:00Z'),
      expiresAt: Date.parse('2026-11-28T10:15:00Z'),
    });
    vi.setSystemTime(new Date('2026-11-28T10:14:50Z'));
    expect(await readAccessToken(secret, token)).toBeDefined();
    vi.setSystemTime(new Date('2026-11-28T10:15:01Z'));
    expect(await readAccessToken(secret, token)).toBeUndefined();
  });

  it('are refused when signed with another algorithm or none', async () => {
    const hs512 = await new SignJWT({ typ: 'Admin' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u1')
      .setIssuer('crewcast')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new Uint8Array(64).fill(7));
    expect(await readAccessToken(new Uint8Array(64).fill(7), hs512)).toBeUndefined();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'u1', typ: 'Admin', iss: 'crewcast', iat: 1, exp: 9_999_999_999 }),
    ).toString('base64url')}.`;
    expect(await readAccessToken(secret, unsigned)).toBeUndefined();
  });

  it('read back who they were signed for, again and again with the verifier made once', async () => {
    const token = await signAccessToken(secret, { uid: 'u1', accountType: 'Partner' });
    for (let i = 0; i < 3; i += 1)
      expect(await readAccessToken(secret, token)).toMatchObject({
        uid: 'u1',
        accountType: 'Partner',
      });
  });

  it('are refused when signed with another secret, even one of equal bytes in another array', async () => {
    const other = new TextEncoder().encode('another secret of the same length!');
    const forged = await signAccessToken(other, { uid: 'u1', accountType: 'Admin' });
    expect(await readAccessToken(secret, forged)).toBeUndefined();
    // The key cache is per secret array: an equal copy still verifies, a changed one does not.
    const copy = new Uint8Array(secret);
    const token = await signAccessToken(secret, { uid: 'u2', accountType: 'Affiliate' });
    expect(await readAccessToken(copy, token)).toMatchObject({
      uid: 'u2',
      accountType: 'Affiliate',
    });
  });

  it('are refused without an expiry or with an unknown account type', async () => {
    const noExpiry = await new SignJWT({ typ: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('crewcast')
      .setIssuedAt()
      .sign(secret);
    expect(await readAccessToken(secret, noExpiry)).toBeUndefined();
    const badType = await new SignJWT({ typ: 'Root' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('crewcast')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(secret);
    expect(await readAccessToken(secret, badType)).toBeUndefined();
  });

  it('are refused when altered, or read with another secret, after the genuine one was remembered', async () => {
    const token = await signAccessToken(secret, { uid: 'u4', accountType: 'Partner' });
    expect(await readAccessToken(secret, token)).toBeDefined();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ typ: 'Admin', sub: 'u4', iss: 'crewcast', iat: 1, exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await readAccessToken(secret, `${header}.${payload}.${signature}`)).toBeUndefined();
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    expect(
      await readAccessToken(secret, `${token.split('.').slice(0, 2).join('.')}.${flipped}`),
    ).toBeUndefined();
    const otherSecret = new TextEncoder().encode('a different secret for the token tests');
    expect(await readAccessToken(otherSecret, token)).toBeUndefined();
  });
});
