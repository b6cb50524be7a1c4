/**
 * The API client of docs/product.md section 7: same-origin base, 10 s timeout, `Token` and member code
 * headers when signed in, `security-flag: sec` on every request, success when `code === 0`,
 * encrypted `data` decrypted where the contract says so, and the session codes of section 8.
 * Every effect (fetch, the session, the clock for the timeout) is passed in.
 */
import { decryptJson, type AesKey } from '../codec/aes.ts';
import {
  SESSION_EXPIRED_CODE,
  SIGNED_IN_ELSEWHERE_CODE,
  SUCCESS_CODE,
  type Endpoint,
  type Envelope,
  type RequestOf,
  type ResponseOf,
} from './contract.ts';
import { ApiError, NetworkError, RequestTimeoutError, SessionExpiredError, SignedInElsewhereError } from './errors.ts';
import { REQUEST_TIMEOUT_MS, requestOf, type Session } from './request.ts';


/** Where the client reads and clears the signed-in session (the app backs it with storage). */
export interface SessionStore {
  get(): Session | null;
  /** Code 8000: remove the token, keep memberInfo. */
  clearToken(): void;
  /** Code SYS.0015: remove token and memberInfo. */
  clearAll(): void;
}

export interface ApiClientOptions {
  fetch: typeof fetch;
  aesKey: AesKey;
  session: SessionStore;
  /** '' (same origin) in the app; an absolute origin in tests and tools. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Called after the session was cleared by code 8000 or SYS.0015, before the call rejects. */
  onSessionError?: (error: SessionExpiredError | SignedInElsewhereError) => void;
}

/** Void requests may be called without a body. */
type CallArgs<E> = RequestOf<E> extends void ? [body?: undefined] : [body: RequestOf<E>];

export interface ApiClient {
  call<E extends Endpoint<unknown, unknown>>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /**
   * The answer to a call sent elsewhere with `requestOf` (the page's early start sent the
   * video's detail before this code arrived): read as `call` reads its own, session codes
   * and decryption included. A fetch that failed is a NetworkError, one past its
   * AbortSignal.timeout a RequestTimeoutError.
   */
  receive<E extends Endpoint<unknown, unknown>>(endpoint: E, sent: Promise<Response>): Promise<ResponseOf<E>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { aesKey, session, baseUrl = '', timeoutMs = REQUEST_TIMEOUT_MS, onSessionError } = options;

  async function send(endpoint: Endpoint<unknown, unknown>, body: unknown): Promise<Response> {
    const { path, init } = requestOf(endpoint, body, session.get());
    const controller = new AbortController();
    init.signal = controller.signal;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      return await options.fetch(baseUrl + path, init);
    } catch (cause) {
      if (timedOut) throw new RequestTimeoutError(endpoint.path, timeoutMs);
      throw new NetworkError(endpoint.path, { cause });
    } finally {
      clearTimeout(timer);
    }
  }

  function sessionError(envelope: Envelope, path: string): SessionExpiredError | SignedInElsewhereError | null {
    const message = envelope.msg ?? envelope.message ?? '';
    if (envelope.code === SESSION_EXPIRED_CODE || envelope.code === String(SESSION_EXPIRED_CODE)) {
      session.clearToken();
      return new SessionExpiredError(envelope.code, message, path);
    }
    if (envelope.code === SIGNED_IN_ELSEWHERE_CODE) {
      session.clearAll();
      return new SignedInElsewhereError(envelope.code, message, path);
    }
    return null;
  }

  async function read(endpoint: Endpoint<unknown, unknown>, response: Response): Promise<never> {
    const envelope = await readEnvelope(response, endpoint.path);
    const authError = sessionError(envelope, endpoint.path);
    if (authError) {
      onSessionError?.(authError);
      throw authError;
    }
    if (envelope.code !== SUCCESS_CODE) {
      throw new ApiError(envelope.code, envelope.msg ?? envelope.message ?? '', endpoint.path);
    }
    if (endpoint.encrypted && typeof envelope.data === 'string') {
      return decryptJson(envelope.data, aesKey);
    }
    return envelope.data as never;
  }

  return {
    async call(endpoint, ...[body]) {
      return read(endpoint, await send(endpoint, body));
    },
    async receive(endpoint, sent) {
      let response: Response;
      try {
        response = await sent;
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'TimeoutError') throw new RequestTimeoutError(endpoint.path, timeoutMs);
        throw new NetworkError(endpoint.path, { cause });
      }
      return read(endpoint, response);
    },
  };
}

async function readEnvelope(response: Response, path: string): Promise<Envelope> {
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch (cause) {
    throw new NetworkError(path, { cause, status: response.status });
  }
  if (!isEnvelope(parsed)) throw new NetworkError(path, { status: response.status });
  return parsed;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** `yianpay` answers `data` as a JSON string holding the cashier address. */
export function parsePayUrl(data: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ApiError(-1, 'payment answer is not JSON', 'payOrder');
  }
  const payurl = (parsed as { payurl?: unknown } | null)?.payurl;
  if (typeof payurl !== 'string' || payurl === '') throw new ApiError(-1, 'payment answer has no payurl', 'payOrder');
  return payurl;
}
