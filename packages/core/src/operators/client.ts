/**
 * The operator console's HTTP client over core's `operatorApi` table: the session cookie goes
 * along (`credentials: 'same-origin'`), answers are the plain envelope `{ code, msg, data }`,
 * and every failure is one typed error carrying the envelope's code and the HTTP status, so
 * the console branches on codes, never on sentences.
 */
import { NetworkError, RequestTimeoutError } from '../api/errors.ts';
import { SUCCESS_CODE } from '../api/contract.ts';
import { OPERATOR_SIGN_IN_REQUIRED_CODE, OPERATOR_TOTP_ENROLMENT_CODE, OPERATOR_TOTP_REQUIRED_CODE, type OperatorEndpoint } from './contract.ts';

/** An operator call's answer with a non-zero code (the server's sentence is the message). */
export class OperatorApiError extends Error {
  override name = 'OperatorApiError';
  constructor(
    readonly code: number | string,
    message: string,
    readonly status: number,
    readonly path: string,
  ) {
    super(message);
  }
}

/** The session is gone (never signed in, signed out elsewhere, or idle too long): sign in again. */
export const isSignInRequired = (error: unknown): error is OperatorApiError =>
  error instanceof OperatorApiError && error.status === 401 && error.code === OPERATOR_SIGN_IN_REQUIRED_CODE;
/** The password was right; the one-time code is missing or wrong. */
export const isTotpRequired = (error: unknown): error is OperatorApiError => error instanceof OperatorApiError && error.code === OPERATOR_TOTP_REQUIRED_CODE;
/** Signed in, but the role needs TOTP set up before anything else. */
export const isTotpEnrolmentRequired = (error: unknown): error is OperatorApiError =>
  error instanceof OperatorApiError && error.code === OPERATOR_TOTP_ENROLMENT_CODE;

/** Time an operator call may take before it is given up (an upload of a few MB included). */
export const OPERATOR_REQUEST_TIMEOUT_MS = 30_000;

export interface OperatorClientOptions {
  fetch: typeof fetch;
  /** '' (same origin) in the console; an absolute origin in tests and tools. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Called when any call answers that the session is gone, before the call rejects. */
  onSignInRequired?: (error: OperatorApiError) => void;
}

/** The values of a path's `:name` parts, e.g. `{ id: 3 }` for `/admin/operators/:id`. */
export type PathParams = Readonly<Record<string, string | number>>;

type InputArgs<Req> = [Req] extends [void] ? [input?: undefined, path?: PathParams] : [input: Req, path?: PathParams];

export interface OperatorClient {
  /**
   * One call of the table: a GET's or DELETE's input becomes the query string, a POST's or
   * PUT's the JSON body (or a FormData, sent as multipart, for an upload).
   */
  call<Req, Res>(endpoint: OperatorEndpoint<Req, Res>, ...args: InputArgs<Req>): Promise<Res>;
}

/** `/admin/operators/:id` with `{ id: 3 }` -> `/admin/operators/3`; a missing value is the caller's bug. */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_part, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a GET's input: its defined, non-empty values only. */
export function queryOf(input: unknown): string {
  if (input === undefined || input === null) return '';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function createOperatorClient(options: OperatorClientOptions): OperatorClient {
  const { baseUrl = '', timeoutMs = OPERATOR_REQUEST_TIMEOUT_MS, onSignInRequired } = options;

  async function send(url: string, init: RequestInit, path: string): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      return await options.fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
    } catch (cause) {
      if (timedOut) throw new RequestTimeoutError(path, timeoutMs);
      throw new NetworkError(path, { cause });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async call<Req, Res>(endpoint: OperatorEndpoint<Req, Res>, input?: Req, params?: PathParams): Promise<Res> {
      const path = fillPath(endpoint.path, params);
      const init: RequestInit = { method: endpoint.method, headers: { Accept: 'application/json' } };
      let url = baseUrl + path;
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        url += queryOf(input);
      } else if (typeof FormData !== 'undefined' && input instanceof FormData) {
        init.body = input;
      } else if (input !== undefined) {
        init.headers = { ...init.headers, 'Content-Type': 'application/json' };
        init.body = JSON.stringify(input);
      }
      const response = await send(url, init, endpoint.path);
      let envelope: { code?: unknown; msg?: unknown; data?: unknown };
      try {
        envelope = (await response.json()) as typeof envelope;
      } catch (cause) {
        throw new NetworkError(endpoint.path, { cause, status: response.status });
      }
      if (typeof envelope !== 'object' || envelope === null || !('code' in envelope)) throw new NetworkError(endpoint.path, { status: response.status });
      if (envelope.code === SUCCESS_CODE && response.ok) return envelope.data as Res;
      const code = typeof envelope.code === 'number' || typeof envelope.code === 'string' ? envelope.code : response.status;
      const error = new OperatorApiError(code, typeof envelope.msg === 'string' ? envelope.msg : '', response.status, endpoint.path);
      if (isSignInRequired(error)) onSignInRequired?.(error);
      throw error;
    },
  };
}
