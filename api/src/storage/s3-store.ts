/**
 * Objects in an S3-compatible bucket (AWS, Ceph, MinIO, Garage, s3rver), so that every Duet
 * process behind a load balancer serves every file. The AWS SDK signs and sends the requests;
 * checksums are only computed where an operation requires one, because many S3-compatible
 * servers do not understand the newer streaming checksums AWS added in 2025 (the SDK's
 * `requestChecksumCalculation: 'WHEN_REQUIRED'`, the setting AWS documents for them).
 *
 * A missing object reads as null; anything else that goes wrong (the store is down, refuses the
 * credentials, times out) is a StorageUnavailableError, logged by the API and answered with 503.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import { StorageUnavailableError, type ObjectStore } from './object-store.js';

/** How long a request to the store may take to connect, and to go quiet, before it counts as down. */
const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 30_000;
/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function unavailable(error: unknown): StorageUnavailableError {
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode;
  return new StorageUnavailableError(
    `${e?.name ?? 'Error'}${status ? ` ${status}` : ''}: ${e?.message ?? String(error)}`,
  );
}

export class S3Store implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
    });
  }

  get description() {
    return `bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  private key(name: string) {
    return `${this.settings.prefix}${name}`;
  }

  private async send<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw unavailable(error);
    }
  }

  async putFile(key: string, localPath: string, contentType: string, options: { keep?: boolean } = {}) {
    const { size } = await fs.promises.stat(localPath);
    await this.send(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(key),
          Body: fs.createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      ),
    );
    if (!options.keep) await fs.promises.rm(localPath, { force: true });
  }

  private async get(key: string, maxBytes?: number) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(key),
          Range: maxBytes === undefined ? undefined : `bytes=0-${Math.max(0, maxBytes - 1)}`,
        }),
      );
      return answer.Body ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error);
    }
  }

  async open(key: string): Promise<Readable | null> {
    const body = await this.get(key);
    // In Node the SDK's body is a Readable (an IncomingMessage with the SDK's helpers mixed in).
    return body ? (body as unknown as Readable) : null;
  }

  async read(key: string, maxBytes?: number): Promise<Buffer | null> {
    const body = await this.get(key, maxBytes);
    if (!body) return null;
    const bytes = Buffer.from(await this.send(() => body.transformToByteArray()));
    return maxBytes === undefined ? bytes : bytes.subarray(0, maxBytes);
  }

  async remove(keys: readonly string[]) {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const answer = await this.send(() =>
        this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.settings.bucket,
            Delete: { Objects: batch.map((k) => ({ Key: this.key(k) })), Quiet: true },
          }),
        ),
      );
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new StorageUnavailableError(
          `${failed.length} objects were not deleted: ${failed[0]!.Code} ${failed[0]!.Message}`,
        );
      }
    }
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.send(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: this.settings.prefix || undefined,
            ContinuationToken: token,
          }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield object.Key.slice(this.settings.prefix.length);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check() {
    await this.send(() => this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket })));
  }
}
