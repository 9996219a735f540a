import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'crewcast-config-'));

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:3000',
      SUPPORT_EMAIL: 'support@crewcast.example',
      SUPPORT_REPLY_WITHIN: 'a few hours',
      SOCKET_HANDSHAKE_LIMIT: 300,
      AUTH_RATE_LIMIT: 30,
      TRUST_PROXY: 0,
      YOUTUBE_UPLOAD_LEASE_MS: 120_000,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', /PORT expects a port number \(got 'abc'\)/],
    ['PORT', '70000', /PORT expects a port between 0 and 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL expects a PostgreSQL URL/],
    ['REDIS_URL', 'http://x', /REDIS_URL expects a Redis URL/],
    ['SMTP_URL', 'mail.example.com', /SMTP_URL expects an SMTP URL/],
    ['NODE_ENV', 'staging', /NODE_ENV expects one of development, production, test/],
    [
      'JWT_SECRET',
      'short',
      /JWT_SECRET expects at least 32 characters of random text \(got '\*\*\*'\)/,
    ],
    ['PUBLIC_URL', 'crewcast.example', /PUBLIC_URL expects the public http\(s\) URL/],
    [
      'METRICS_TOKEN',
      'too-short',
      /METRICS_TOKEN expects at least 16 characters.*\(got '\*\*\*'\)/,
    ],
    [
      'REDIS_URL',
      'http://user:hunter22@x',
      /REDIS_URL expects a Redis URL.*\(got 'http:\/\/user:\*\*\*@x\/?'\)/,
    ],
    ['STORAGE_RESERVE_MB', '-1', /STORAGE_RESERVE_MB expects 0 or more MiB/],
    ['STORAGE_RESERVE_MB', 'lots', /STORAGE_RESERVE_MB expects a number of MiB/],
    ['S3_ENDPOINT', 'minio:9000', /S3_ENDPOINT expects the S3 endpoint/],
    ['SOCKET_HANDSHAKE_LIMIT', '0', /SOCKET_HANDSHAKE_LIMIT expects at least 1/],
    ['SUPPORT_REPLY_WITHIN', 'x'.repeat(41), /SUPPORT_REPLY_WITHIN expects 1-40 characters/],
    ['S3_ENDPOINT', 'http://minio:9000', /S3_BUCKET is required with the other S3_ settings/],
    ['TAX_RATE_PERCENT', 'twenty', /TAX_RATE_PERCENT expects a percentage like 20 or 8.25/],
    ['TAX_RATE_PERCENT', '0', /TAX_RATE_PERCENT expects a percentage above 0/],
    ['TAX_RATE_PERCENT', '150', /TAX_RATE_PERCENT expects a percentage of at most 100/],
    ['YOUTUBE_UPLOAD_LEASE_MS', '1000', /YOUTUBE_UPLOAD_LEASE_MS expects at least 4000/],
    ['YOUTUBE_UPLOAD_LEASE_MS', 'long', /YOUTUBE_UPLOAD_LEASE_MS expects a number of milliseconds/],
  ])('stops on %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: dir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), [name]: value })).toThrow(message);
  });

  it('names the agency on receipts and prints a tax line only with a rate', () => {
    const plain = loadConfig({ DATA_DIR: dir() });
    expect(plain).toMatchObject({ AGENCY_NAME: 'Crewcast', TAX_LABEL: 'Tax' });
    expect(plain.AGENCY_ADDRESS).toBeUndefined();
    expect(plain.TAX_RATE_PERCENT).toBeUndefined();
    const c = loadConfig({
      DATA_DIR: dir(),
      AGENCY_NAME: 'Crewcast Media Ltd',
      AGENCY_ADDRESS: '1 Game Street|London',
      TAX_RATE_PERCENT: '20',
      TAX_LABEL: 'VAT',
    });
    expect(c).toMatchObject({ TAX_RATE_PERCENT: 20, TAX_LABEL: 'VAT' });
    expect(loadConfig({ DATA_DIR: dir(), TAX_RATE_PERCENT: '' }).TAX_RATE_PERCENT).toBeUndefined();
  });

  it('keeps 512 MiB of disk free and files on the local disk unless S3_BUCKET is set', () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c.STORAGE_RESERVE_MB).toBe(512);
    expect(c.S3_BUCKET).toBeUndefined();
  });

  it('takes both S3 keys or neither', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dir(), S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY is required with the other S3 key/);
    const c = loadConfig({
      DATA_DIR: dir(),
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c).toMatchObject({
      S3_BUCKET: 'files',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir() })).toThrow(
      /JWT_SECRET is required in production/,
    );
  });

  it('keeps the E2E test clock off by default and refuses it in production', () => {
    expect(loadConfig({ DATA_DIR: dir() }).E2E_CLOCK).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'test', E2E_CLOCK: 'true' }).E2E_CLOCK).toBe(
      true,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dir(),
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        E2E_CLOCK: 'true',
      }),
    ).toThrow(/E2E_CLOCK must not be true in production/);
  });

  it('reads TRUST_PROXY as a number of proxy hops, true meaning one', () => {
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir(), TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('generates a JWT secret once outside production and keeps it in DATA_DIR', () => {
    const d = dir();
    const first = loadConfig({ DATA_DIR: d }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(d, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: d }).JWT_SECRET).toBe(first);
    // The folder and the secret are for the server's user alone.
    expect(statSync(d).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(d, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('takes PostgreSQL from a postgres:// URL and trims a trailing slash off PUBLIC_URL', () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      DATABASE_URL: 'postgres://u@127.0.0.1/db',
      PUBLIC_URL: 'https://crewcast.example/',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(c.DATABASE_URL).toBe('postgres://u@127.0.0.1/db');
    expect(c.PUBLIC_URL).toBe('https://crewcast.example');
    expect(existsSync(path.join(c.DATA_DIR, 'jwt-secret'))).toBe(false);
  });
});
