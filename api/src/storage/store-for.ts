/**
 * The store a configuration names: an S3-compatible bucket when one is set, the upload folder
 * otherwise (object-store.ts says what a store is; the two stores build on it, so this choice
 * lives apart from them).
 */
import type { Config } from '../config.js';
import { DiskStore } from './disk-store.js';
import type { ObjectStore } from './object-store.js';
import { S3Store } from './s3-store.js';

export function objectStoreFor(config: Pick<Config, 'uploads' | 's3'>): ObjectStore {
  return config.s3 ? new S3Store(config.s3) : new DiskStore(config.uploads.dir);
}
