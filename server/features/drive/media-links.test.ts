import { describe, expect, test } from 'vitest';
import { redactUrl } from '../../http/logging.js';
import { readMediaLink, signMediaLink } from './media-links.js';
import { fillPath } from '../../../common/api/contract.js';
import { driveRoutes } from '../../../common/api/drive.js';

const secret = new TextEncoder().encode('x'.repeat(40));
const now = new Date('2026-11-23T10:00:00Z');
const grant = {
  fileId: 'a'.repeat(32),
  principal: { uid: 'user-1', accountType: 'Partner' as const },
  disposition: 'inline' as const,
  expiresAt: now.getTime() + 60_000,
};

describe('media links', () => {
  test('a signed link reads back as the same grant', () => {
    expect(readMediaLink(secret, signMediaLink(secret, grant), grant.fileId, now)).toEqual(grant);
  });

  test('refuses another file, an expired link, another key and any edit', () => {
    const token = signMediaLink(secret, grant);
    expect(readMediaLink(secret, token, 'b'.repeat(32), now)).toBeUndefined();
    expect(readMediaLink(secret, token, grant.fileId, new Date(grant.expiresAt))).toBeUndefined();
    const otherKey = new TextEncoder().encode('y'.repeat(40));
    expect(readMediaLink(otherKey, token, grant.fileId, now)).toBeUndefined();
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ f: grant.fileId, u: 'user-1', a: 'Admin', d: 'inline', e: grant.expiresAt }),
    ).toString('base64url');
    expect(readMediaLink(secret, `${forged}.${mac}`, grant.fileId, now)).toBeUndefined();
    expect(readMediaLink(secret, `${payload}.${mac}.x`, grant.fileId, now)).toBeUndefined();
    expect(readMediaLink(secret, 'garbage', grant.fileId, now)).toBeUndefined();
  });
});

describe('request logs', () => {
  test('never show the signature of a media link', () => {
    const download = fillPath(driveRoutes.download.path, { fileId: 'abc' });
    expect(redactUrl(`${download}?access=payload.sig&disposition=inline`)).toBe(
      `${download}?access=[redacted]&disposition=inline`,
    );
  });
});
