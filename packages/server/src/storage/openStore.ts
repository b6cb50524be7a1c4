/** The store a server process uses: S3 when OBJECT_STORE_URL is set, else the disk under DATA_DIR. */
import { LocalObjectStore } from './localStore.ts';
import type { ObjectStore } from './objectStore.ts';
import { S3ObjectStore } from './s3Store.ts';
import type { S3StoreSettings } from './storeUrl.ts';

/** Two of the server's settings: storage imports nothing above it (config.ts reads OBJECT_STORE_URL with storeUrl.ts). */
interface StoreSettings {
  dataDir: string;
  objectStore: S3StoreSettings | null;
}

export function openObjectStore(config: StoreSettings): ObjectStore {
  return config.objectStore ? new S3ObjectStore(config.objectStore) : new LocalObjectStore(config.dataDir);
}
