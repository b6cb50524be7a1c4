import {
  createApiClient,
  createLocalStores,
  DEVELOPMENT_AES_KEY,
  encryptText,
  memoryStorage,
  normalizePath,
  api,
  type Envelope,
  type SessionExpiredError,
  type SignedInElsewhereError,
} from '@nocturne/core';
import { vi } from 'vitest';
import { clientSession } from '../state/clientSession.ts';
import type { Runtime } from '../state/runtime.ts';

type Handler = (body: unknown) => Envelope | Promise<Envelope>;

/** Answers by path, like the server would; encrypted endpoints get their data encrypted. */
export interface FakeServer {
  on(endpoint: { path: string }, handler: Handler | Envelope): void;
  /** Bodies received per normalised path, in order. */
  received: Map<string, unknown[]>;
}

const encryptedPaths = new Set(
  Object.values(api)
    .filter((endpoint) => endpoint.encrypted)
    .map((endpoint) => normalizePath(endpoint.path)),
);

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, data };
}

export function fakeRuntime(options: { onSessionError?: (error: SessionExpiredError | SignedInElsewhereError) => void } = {}) {
  const handlers = new Map<string, Handler>();
  const received = new Map<string, unknown[]>();
  const local = memoryStorage();
  const session = memoryStorage();
  const stores = createLocalStores({ local, session, logger: () => undefined });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = normalizePath(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    received.set(path, [...(received.get(path) ?? []), body]);
    const handler = handlers.get(path);
    if (!handler) return new Response(JSON.stringify({ code: 404, msg: 'no route', data: null }));
    const envelope = await handler(body);
    const data =
      envelope.code === 0 && encryptedPaths.has(path) ? encryptText(JSON.stringify(envelope.data), DEVELOPMENT_AES_KEY) : envelope.data;
    return new Response(JSON.stringify({ ...envelope, data }));
  });
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    aesKey: DEVELOPMENT_AES_KEY,
    session: clientSession(stores.session),
    onSessionError: options.onSessionError,
  });
  const server: FakeServer = {
    on(endpoint, handler) {
      handlers.set(normalizePath(endpoint.path), typeof handler === 'function' ? handler : () => handler);
    },
    received,
  };
  const runtime: Runtime = {
    client,
    stores,
    local,
    now: () => new Date('2026-11-22T12:00:00+08:00'),
    newDeviceId: () => '9886e1b4-6fb3-471e-aad8-880a8e3a3cc2',
    openExternal: vi.fn(),
    leaveTo: vi.fn(),
  };
  return { runtime, server, fetch, local, session };
}
