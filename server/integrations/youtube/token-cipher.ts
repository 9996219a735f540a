import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Seals secrets kept in the database (a Partner's YouTube refresh token) with AES-256-GCM, so a
 * copy of the database alone does not give access to anyone's channel. The stored text is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; `aad` (the owner's id) binds it to its row, so a
 * sealed token copied to another account does not open.
 */
export type TokenCipher = {
  seal(plain: string, aad: string): string;
  /** Throws when the text was not sealed with this key for this `aad`. */
  open(sealed: string, aad: string): string;
};

/** The 32-byte key: YOUTUBE_TOKEN_KEY (base64, 32 bytes) or one derived from the JWT secret. */
export function tokenKeyOf(config: { YOUTUBE_TOKEN_KEY?: string | undefined; JWT_SECRET: string }) {
  if (config.YOUTUBE_TOKEN_KEY) return Buffer.from(config.YOUTUBE_TOKEN_KEY, 'base64');
  return createHmac('sha256', config.JWT_SECRET).update('crewcast/youtube-token-key').digest();
}

export function tokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('the token key must be 32 bytes');
  return {
    seal(plain, aad) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed, aad) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
