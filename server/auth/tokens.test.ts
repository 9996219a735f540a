import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readAccessToken, signAccessToken } from './tokens.js';

const secret = new TextEncoder().encode('a secret for the token tests only');

describe('access tokens', () => {
  it('read back who they were signed for, again and again with the key imported once', async () => {
    const token = await signAccessToken(secret, { uid: 'u1', accountType: 'Partner' });
    for (let i = 0; i < 3; i += 1)
      expect(await readAccessToken(secret, token)).toEqual({ uid: 'u1', accountType: 'Partner' });
  });

  it('are refused when signed with another secret, even one of equal bytes in another array', async () => {
    const other = new TextEncoder().encode('another secret of the same length!');
    const forged = await signAccessToken(other, { uid: 'u1', accountType: 'Admin' });
    expect(await readAccessToken(secret, forged)).toBeUndefined();
    // The key cache is per secret array: an equal copy still verifies, a changed one does not.
    const copy = new Uint8Array(secret);
    const token = await signAccessToken(secret, { uid: 'u2', accountType: 'Affiliate' });
    expect(await readAccessToken(copy, token)).toEqual({ uid: 'u2', accountType: 'Affiliate' });
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
});
