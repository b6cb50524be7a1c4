/**
 * How a call of the contract goes on the wire (docs/product.md section 7): the method, the
 * `security-flag: sec` header on every request, `Token` and the member code when signed in,
 * and the body as the endpoint says. The API client sends it; so does the player's early start
 * in the page's document (packages/app/src/early), before the client's code has arrived.
 * No crypto here: requests go in the clear, only answers are encrypted.
 */
import { normalizePath, type Endpoint } from './contract.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
export const SECURITY_FLAG_HEADER = 'security-flag';
export const SECURITY_FLAG_VALUE = 'sec';
export const TOKEN_HEADER = 'Token';
export const MEMBER_CODE_HEADER = 'memberCode';

export interface Session {
  token: string;
  memberCode: string;
}

/** The path and init of a call, without a signal (the sender adds its own timeout). */
export function requestOf(endpoint: Endpoint<unknown, unknown>, body: unknown, session: Session | null): { path: string; init: RequestInit } {
  const headers: Record<string, string> = { [SECURITY_FLAG_HEADER]: SECURITY_FLAG_VALUE };
  if (session) {
    headers[TOKEN_HEADER] = session.token;
    headers[MEMBER_CODE_HEADER] = session.memberCode;
  }
  const init: RequestInit = { method: endpoint.method, headers };
  if (endpoint.body === 'json') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  } else if (endpoint.body === 'multipart') {
    init.body = toFormData(body);
  }
  return { path: normalizePath(endpoint.path), init };
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value instanceof Blob) {
      form.append(name, value, (value as Blob & { name?: string }).name ?? name);
    } else if (value !== undefined) {
      form.append(name, String(value));
    }
  }
  return form;
}
