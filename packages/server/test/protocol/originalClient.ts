/**
 * The original client (`taylor77y/movie-vue3`, branch 2025-09-05) as our server sees it:
 * its key and IV, its headers, and what it does with an answer. Its HTTP library (axios)
 * rejects any non-2xx status, and it reads `res.code`, `res.msg`, `res.message` and
 * `res.data`, decrypting `data` with CryptoJS exactly as below where its pages do.
 *
 * The protocol suite (`test/protocol/*.test.ts`) replays, call by call, the request bodies
 * that client sends (written from reading its source) and asserts the shapes it reads.
 */
import CryptoJS from 'crypto-js';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ServerConfig } from '../../src/config.ts';
import { testConfig } from '../harness.ts';

/** The key and IV compiled into the original client (its `utils/aes1.js` callers). */
export const ORIGINAL_CLIENT_AES = { key: 'asdasdsadasdasds', iv: '5245847584125485' } as const;

/** lookOk's answer when the member may not watch: the client compares `data` with this text. */
export const LOOK_NOT_ALLOWED = 'DuMlXN8M6xFnNpGLaYGl/A==';

/** A server configured as an operator running the original client would configure it. */
export function originalClientConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return testConfig({ aes: { ...ORIGINAL_CLIENT_AES }, ...overrides });
}

/** What the client's `post()` / `get()` resolve with: the envelope (axios' `response.data`). */
export interface ClientAnswer {
  code: number | string;
  msg?: string;
  message?: string;
  data: unknown;
}

/** The client's `JSON.parse(AES.decrypt(res.data, key, iv))`; throws where the client would. */
export function decryptLikeClient<T = unknown>(data: unknown): T {
  if (typeof data !== 'string') throw new Error(`the client decrypts data, and got ${JSON.stringify(data)}`);
  const key = CryptoJS.enc.Utf8.parse(ORIGINAL_CLIENT_AES.key);
  const iv = CryptoJS.enc.Utf8.parse(ORIGINAL_CLIENT_AES.iv);
  const plain = CryptoJS.AES.decrypt(data, key, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
  return JSON.parse(CryptoJS.enc.Utf8.stringify(plain)) as T;
}

/** The client's headers: `security-flag: sec` always, `Token` once it has one. */
function headersOf(token: string | undefined): Record<string, string> {
  return { 'security-flag': 'sec', ...(token ? { token } : {}) };
}

/**
 * The original client against one app: `post(url, body)` and `get(url)` as its
 * `utils/request.js` sends them. Every answer must be HTTP 200 (axios throws otherwise).
 */
export function originalClient(app: FastifyInstance, token?: string) {
  async function send(method: 'GET' | 'POST', url: string, body?: unknown): Promise<ClientAnswer> {
    const response = await app.inject({
      method,
      // axios joins baseURL '/' and the client's paths, one of which is 'app-api//login'.
      url: url.startsWith('/') ? url : `/${url}`,
      headers: { ...headersOf(token), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json() as ClientAnswer;
  }
  return {
    post: (url: string, body: unknown = {}) => send('POST', url, body),
    get: (url: string) => send('GET', url),
    /** A multipart upload of one `file`, as its FormData posts do. */
    async upload(url: string, file: Buffer, filename: string, type: string): Promise<ClientAnswer> {
      const boundary = '----WebKitFormBoundaryOriginalClient';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...headersOf(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, `upload ${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return response.json() as ClientAnswer;
    },
  };
}

export type OriginalClient = ReturnType<typeof originalClient>;

/** The client's first visit: auto-register with a fresh uuid v4; answers the member and its client. */
export async function registeredClient(app: FastifyInstance): Promise<{ member: Record<string, unknown> & { token: string; memberCode: string }; client: OriginalClient }> {
  const answer = await originalClient(app).post('/renren-api/api/auto-register', { deviceType: 0, uuid: crypto.randomUUID() });
  expect(answer.code).toBe(0);
  const member = answer.data as Record<string, unknown> & { token: string; memberCode: string };
  return { member, client: originalClient(app, member.token) };
}
