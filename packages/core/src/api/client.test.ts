import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { encryptJson } from '../codec/aes.ts';
import { createApiClient, parsePayUrl, type SessionStore } from './client.ts';
import { REQUEST_TIMEOUT_MS, type Session } from './request.ts';
import { api } from './contract.ts';
import { ApiError, NetworkError, RequestTimeoutError, SessionExpiredError, SignedInElsewhereError } from './errors.ts';

const KEY = { key: '0123456789abcdef', iv: 'fedcba9876543210' };

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeSession(initial: Session | null = { token: 't0k', memberCode: 'M1' }) {
  const state = { session: initial, memberInfo: initial !== null };
  const store: SessionStore = {
    get: () => state.session,
    clearToken: () => {
      state.session = null;
    },
    clearAll: () => {
      state.session = null;
      state.memberInfo = false;
    },
  };
  return { store, state };
}

function answering(body: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function headersOf(sent: Sent): Record<string, string> {
  return sent.init.headers as Record<string, string>;
}

describe('API client', () => {
  test('signed in: sends Token, member code and the security flag to the contract path', async () => {
    const { fetch, sent } = answering({ code: 0, data: null });
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    await client.call(api.feedback, { comment_content: '很好' });
    expect(sent[0]?.url).toBe('/app-api/member/saveEntity');
    expect(sent[0]?.init.method).toBe('POST');
    expect(headersOf(sent[0]!)).toMatchObject({ Token: 't0k', memberCode: 'M1', 'security-flag': 'sec' });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ comment_content: '很好' });
  });

  test('signed out: only the security flag, no Token header', async () => {
    const { fetch, sent } = answering({ code: 0, data: { shikan: 30 } });
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession(null).store, baseUrl: 'http://x' });
    await expect(client.call(api.config)).resolves.toEqual({ shikan: 30 });
    expect(sent[0]?.url).toBe('http://x/app-api/ajax/getConfig');
    expect(headersOf(sent[0]!)).toEqual({ 'security-flag': 'sec' });
    expect(sent[0]?.init.body).toBeUndefined();
  });

  test("collapses the spec's duplicate slash in app-api//login", async () => {
    const { fetch, sent } = answering({ code: 0, data: { memberCode: 'M1' } });
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession(null).store });
    await client.call(api.login, { loginName: 'a', loginPwd: 'b', type: 'login' });
    expect(sent[0]?.url).toBe('/app-api/login');
  });

  test('GET calls carry no body', async () => {
    const { fetch, sent } = answering({ code: 0, data: 3 });
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.call(api.signCount)).resolves.toBe(3);
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  test('decrypts data where the contract says it is encrypted', async () => {
    const page = { list: [{ cartoonCode: 'V1' }] };
    const { fetch } = answering({ code: 0, data: encryptJson(page, KEY) });
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.call(api.listPaging, { currentPage: 1, type: '全部', typeCode: '3' })).resolves.toEqual(page);
  });

  test('leaves plain data alone where the contract says it is not encrypted', async () => {
    const { fetch } = answering({ code: 0, data: { distinctNameList: [] } });
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.call(api.listIndexLike, { currentPage: 1 })).resolves.toEqual({ distinctNameList: [] });
  });

  test('uploads a file as multipart field "file"', async () => {
    const { fetch, sent } = answering({ code: 0, data: { file: '/uploads/a.png' } });
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await client.call(api.uploadAvatar, { file });
    const form = sent[0]?.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('a.png');
    expect(headersOf(sent[0]!)['Content-Type']).toBeUndefined();
  });

  test('a non-zero code rejects with ApiError carrying code and message', async () => {
    const { fetch } = answering({ code: 500, msg: '今天已经签到过了' });
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    const error = await client.call(api.dailyLogin).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, message: '今天已经签到过了' });
  });

  test('4xx answers with an envelope still surface the server message', async () => {
    const { fetch } = answering({ code: 400, msg: 'currentPage must be >= 1' }, 400);
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.call(api.listIndexLike, { currentPage: 0 })).rejects.toMatchObject({
      code: 400,
      message: 'currentPage must be >= 1',
    });
  });

  test('code 8000 removes the token, reports, and rejects with SessionExpiredError', async () => {
    const { fetch } = answering({ code: 8000, msg: 'expired' });
    const session = fakeSession();
    const onSessionError = vi.fn();
    const client = createApiClient({ fetch, aesKey: KEY, session: session.store, onSessionError });
    await expect(client.call(api.signState)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(session.state.session).toBeNull();
    expect(session.state.memberInfo).toBe(true);
    expect(onSessionError).toHaveBeenCalledWith(expect.any(SessionExpiredError));
  });

  test('code SYS.0015 removes token and memberInfo and rejects with SignedInElsewhereError', async () => {
    const { fetch } = answering({ code: 'SYS.0015', msg: 'elsewhere' });
    const session = fakeSession();
    const client = createApiClient({ fetch, aesKey: KEY, session: session.store });
    await expect(client.call(api.signState)).rejects.toBeInstanceOf(SignedInElsewhereError);
    expect(session.state).toEqual({ session: null, memberInfo: false });
  });

  test('a refused connection is a NetworkError', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.call(api.config)).rejects.toBeInstanceOf(NetworkError);
  });

  test('an answer that is not an envelope is a NetworkError with its status', async () => {
    const { fetch } = answering('<html>502 Bad Gateway</html>', 502);
    const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.call(api.config)).rejects.toMatchObject({ name: 'NetworkError', status: 502 });
    const { fetch: fetchJson } = answering({ nope: true });
    const client2 = createApiClient({ fetch: fetchJson, aesKey: KEY, session: fakeSession().store });
    await expect(client2.call(api.config)).rejects.toBeInstanceOf(NetworkError);
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    test(`aborts after ${REQUEST_TIMEOUT_MS} ms with RequestTimeoutError`, async () => {
      expect(REQUEST_TIMEOUT_MS).toBe(10_000);
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ) as unknown as typeof globalThis.fetch;
      const client = createApiClient({ fetch, aesKey: KEY, session: fakeSession().store });
      const pending = client.call(api.config).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(RequestTimeoutError);
      expect(error).toMatchObject({ timeoutMs: 10_000 });
    });
  });
});

describe('an answer to a call sent elsewhere (receive)', () => {
  const { fetch: noFetch } = answering({ code: 0, data: null });
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

  test('the page sent the detail with requestOf; the client reads and decrypts its answer as its own', async () => {
    const detail = { videoInfo: { cartoonCode: 4 }, srcList: [] };
    const client = createApiClient({ fetch: noFetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.receive(api.videoDetail, answer({ code: 0, data: encryptJson(detail, KEY) }))).resolves.toEqual(detail);
  });

  test('a session code in it clears the token and is reported, as on a call', async () => {
    const { store, state } = fakeSession();
    const onSessionError = vi.fn();
    const client = createApiClient({ fetch: noFetch, aesKey: KEY, session: store, onSessionError });
    await expect(client.receive(api.videoDetail, answer({ code: 8000, msg: '登录过期' }))).rejects.toBeInstanceOf(SessionExpiredError);
    expect(state.session).toBeNull();
    expect(onSessionError).toHaveBeenCalledTimes(1);
  });

  test('a refusal is an ApiError with its sentence', async () => {
    const client = createApiClient({ fetch: noFetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.receive(api.videoDetail, answer({ code: 1, msg: '视频不存在' }))).rejects.toMatchObject({ code: 1, message: '视频不存在' });
  });

  test('a fetch that failed is a NetworkError; one past its AbortSignal.timeout a RequestTimeoutError', async () => {
    const client = createApiClient({ fetch: noFetch, aesKey: KEY, session: fakeSession().store });
    await expect(client.receive(api.videoDetail, Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(NetworkError);
    await expect(client.receive(api.videoDetail, Promise.reject(new DOMException('timed out', 'TimeoutError')))).rejects.toBeInstanceOf(RequestTimeoutError);
  });
});

describe('parsePayUrl', () => {
  test('reads payurl from the JSON string of yianpay', () => {
    expect(parsePayUrl('{"payurl":"http://localhost:8080/pay/sandbox/1"}')).toBe('http://localhost:8080/pay/sandbox/1');
  });

  test('rejects a string without a payurl', () => {
    expect(() => parsePayUrl('{}')).toThrow(ApiError);
    expect(() => parsePayUrl('not json')).toThrow(ApiError);
  });
});
