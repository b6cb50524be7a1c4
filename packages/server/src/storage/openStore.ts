/** The store a server process uses: S3 when OBJECT_STORE_URL is set, else the disk under DATA_DIR. */
import type { ServerConfig } from '../config.ts';
import { LocalObjectStore } from './localStore.ts';
import type { ObjectStore } from './objectStore.ts';
import { S3ObjectStore } from './s3Store.ts';

export function openObjectStore(config: Pick<ServerConfig, 'dataDir' | 'objectStore'>): ObjectStore {
  return config.objectStore ? new S3ObjectStore(config.objectStore) : new LocalObjectStore(config.dataDir);
}
