import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { loadOptionalPackage } from '../optional-package.js';
import type { ByteRange } from './file-storage.js';

/** Where an S3-compatible bucket is and how to sign for it (the S3_ settings). */
export type S3Settings = {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
};

/** True for the answers S3-compatible services give for a key or upload that is not there. */
export function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return (
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.name === 'NoSuchUpload' ||
    e?.$metadata?.httpStatusCode === 404
  );
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The few object operations the storage needs, on one bucket, through the AWS SDK (loaded only
 * when S3 storage is configured).
 */
export function s3Bucket(settings: S3Settings) {
  const sdk = loadOptionalPackage<typeof S3>('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // trailing checksums, and every stored file has its own SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const bucket = {
    sdk,
    client,
    name: Bucket,

    /** A stream of the object, or of one range of it; throws isMissing errors. */
    async stream(key: string, range?: ByteRange): Promise<Readable> {
      const answer = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    },

    async read(key: string, range?: ByteRange): Promise<Buffer> {
      return collect(await bucket.stream(key, range));
    },

    /** The object's size, or undefined when there is none. */
    async size(key: string): Promise<number | undefined> {
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async put(key: string, body: Buffer | string): Promise<void> {
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body }));
    },

    /** Deletes objects; a key that is already gone is no error. */
    async remove(...keys: string[]): Promise<void> {
      for (const key of keys)
        try {
          await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
    },

    /** Throws when the bucket cannot be reached, or when `signal` aborts the request first. */
    async check(signal?: AbortSignal): Promise<void> {
      await client.send(
        new sdk.HeadBucketCommand({ Bucket }),
        signal ? { abortSignal: signal } : {},
      );
    },
  };
  return bucket;
}

/** One bucket, as s3Bucket opens it. */
export type S3Bucket = ReturnType<typeof s3Bucket>;
