import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { type AudioStore, StorageUnavailable, isStoredName } from './audioStore';

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Any other failure of the bucket during a request: answered 503 with this sentence (server/http/errors.ts). */
const unavailable = (error: unknown): StorageUnavailable =>
  new StorageUnavailable('The audio storage is unavailable right now. Please try again in a moment.', {
    cause: error,
  });

/** Where the bucket is, for messages (never the keys). */
const describe = (config: S3Config): string =>
  `bucket "${config.bucket}"${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`;

/**
 * Audio files in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in the tests), one object per stored
 * name, at the bucket's top level. Files arrive streamed from the checked temporary file (multipart for large
 * ones, never whole in memory); `GET /Audio/<name>` answers with a short-lived presigned URL of the object
 * (server/routes/media.ts), so the bytes go from the bucket to the listener, never through an instance.
 */
export function createS3AudioStore(config: S3Config, keyPrefix = ''): AudioStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // A bucket that stops answering must fail the request, not hang it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 2,
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, R2, s3rver) do not all accept the
    // SDK's default CRC32 trailers on streamed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  // A second store in the same bucket (artwork: `images/`) keeps its objects under a prefix of its own.
  const keyOf = (name: string): string => `${keyPrefix}${name}`;

  return {
    kind: 's3',
    description: describe(config),
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = isMissing(error)
          ? 'it does not exist'
          : (error as Error).message || (error as Error).name;
        throw new StorageUnavailable(
          `Could not use the audio ${describe(config)} (S3_BUCKET, S3_ENDPOINT): ${reason}`,
        );
      }
    },
    async put(name, source, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(name), Body: createReadStream(source), ContentType: contentType },
      });
      try {
        await upload.done();
      } catch (error) {
        throw unavailable(error);
      }
      await rm(source, { force: true });
    },
    async stat(name) {
      if (!isStoredName(name)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'application/octet-stream',
          etag: head.ETag ?? `"${name}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },
    async read(name, range) {
      if (!isStoredName(name)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },
    async delete(name) {
      if (!isStoredName(name)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken: token, Prefix: keyPrefix || undefined }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(keyPrefix.length);
          if (name !== undefined && isStoredName(name)) yield name;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },
    localFile: () => null,
    signedUrl(name, seconds) {
      // Signed here, with no request to the bucket: the caller has checked that the file is stored.
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: keyOf(name) }), { expiresIn: seconds });
    },
  };
}
