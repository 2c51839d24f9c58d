/**
 * The file storage contract shared by the storage plugin (`storage.ts`) and its backends (local folder there,
 * S3 in `storage-s3.ts`): the interface, and the tenant-prefixed keys every backend checks and makes. A leaf,
 * so a backend never imports the plugin that chooses it.
 */
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TenantId } from '@portal/contracts';

/** A file just stored: its key and size. */
export interface StoredFile {
  /** Opaque storage key, e.g. `ota/2026/11/3f2a….pdf`. */
  key: string;
  /** Size in bytes. */
  size: number;
}

/** Where the portal keeps files, per tenant: a local folder or an S3-compatible bucket. */
export interface FileStorage {
  /** Stores bytes under a new key for the tenant; `extension` without the dot, lower case. */
  put(tenantId: TenantId, data: Buffer, extension: string): Promise<StoredFile>;
  /**
   * Stores bytes under a key the server derived (e.g. an image variant), replacing what is there.
   * @throws Error when the key is not the tenant's.
   */
  putAt(tenantId: TenantId, key: string, data: Buffer): Promise<void>;
  /** A read stream of a stored file. @throws Error when the key is not the tenant's or does not exist. */
  read(tenantId: TenantId, key: string): Promise<Readable>;
  /** Removes a stored file; missing files are ignored. */
  remove(tenantId: TenantId, key: string): Promise<void>;
}

/** Throws unless `key` is one of the tenant's keys (starts with `{tenantId}/`, no `..`): tenant isolation. */
export function checkKey(tenantId: TenantId, key: string): string {
  if (!key.startsWith(`${tenantId}/`) || key.includes('..')) throw new Error('File not found');
  return key;
}

/** A new key for the tenant: `{tenantId}/{yyyy}/{mm}/{uuid}.{ext}` (extension cleaned, at most 10 characters). */
export function newKey(tenantId: TenantId, extension: string): string {
  const now = new Date();
  const ext = extension
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 10);
  return `${tenantId}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${crypto.randomUUID()}${ext ? `.${ext}` : ''}`;
}
