import {
  createApiClient,
  createLocalStores,
  memoryStorage,
  type ApiClient,
  type KeyValueStorage,
  type LocalStores,
  type SessionExpiredError,
  type SignedInElsewhereError,
} from '@nocturne/core';
import { buildAesKey } from '../env.ts';
import { clientSession } from './clientSession.ts';

/**
 * The app's effects in one place: the API client, the local stores over browser storage,
 * the clock and the browser's navigation out of the app. Actions read it through
 * `runtime()`; tests install fakes with `installRuntime`.
 */
export interface Runtime {
  client: ApiClient;
  stores: LocalStores;
  /** The storage the local stores use, for the settings page's size and clear-cache. */
  local: KeyValueStorage;
  now(): Date;
  /** A fresh device uuid for auto-registration. */
  newDeviceId(): string;
  /** Opens an external link (ads, customer service) in a new tab. */
  openExternal(url: string): void;
  /** Leaves the app for a full-page address, such as the payment cashier. */
  leaveTo(url: string): void;
}

let current: Runtime | null = null;

export function runtime(): Runtime {
  if (!current) throw new Error('The app runtime is not installed; call installRuntime first.');
  return current;
}

export function installRuntime(next: Runtime): void {
  current = next;
}

/** Storage that works even where the browser refuses it (private modes, sandboxed frames). */
function usableStorage(get: () => Storage): KeyValueStorage {
  try {
    const storage = get();
    const probe = '__nocturne_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** The runtime of the real browser; session errors go to `onSessionError`. */
export function browserRuntime(onSessionError: (error: SessionExpiredError | SignedInElsewhereError) => void): Runtime {
  const local = usableStorage(() => window.localStorage);
  const session = usableStorage(() => window.sessionStorage);
  // docs/product.md section 8: console output is disabled in production.
  const logger = import.meta.env.PROD ? () => undefined : undefined;
  const stores = createLocalStores({ local, session, logger });
  const client = createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    aesKey: buildAesKey,
    session: clientSession(stores.session),
    onSessionError,
  });
  return {
    client,
    stores,
    local,
    now: () => new Date(),
    newDeviceId: () => crypto.randomUUID(),
    openExternal: (url) => {
      window.open(url, '_blank', 'noopener');
    },
    leaveTo: (url) => window.location.assign(url),
  };
}
