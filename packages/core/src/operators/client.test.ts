import { describe, expect, test, vi } from 'vitest';
import { NetworkError, RequestTimeoutError } from '../api/errors.ts';
import { createOperatorClient, fillPath, isSignInRequired, isTotpEnrolmentRequired, isTotpRequired, OperatorApiError, queryOf } from './client.ts';
import { operatorApi } from './contract.ts';

function answering(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

const session = { operator: { id: 1, name: 'ada', role: 'owner' }, rights: ['operators'], totpEnrolmentRequired: false, idleTimeoutSeconds: 1800 };

describe('the operator client', () => {
  test('a GET sends the cookie along and answers the envelope\'s data', async () => {
    const fetch = answering(200, { code: 0, msg: 'success', data: session });
    const client = createOperatorClient({ fetch, baseUrl: 'http://x' });
    await expect(client.call(operatorApi.session)).resolves.toEqual(session);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://x/admin/session');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init?.body).toBeUndefined();
  });

  test('a POST sends its input as JSON; a path\'s :id is filled in', async () => {
    const fetch = answering(200, { code: 0, msg: 'success', data: { id: 3 } });
    const client = createOperatorClient({ fetch });
    await client.call(operatorApi.changeOperator, { role: 'content' }, { id: 3 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/admin/operators/3');
    expect(init).toMatchObject({ method: 'PUT', body: '{"role":"content"}', headers: { 'Content-Type': 'application/json' } });
  });

  test('a GET\'s input is the query string, without empty values', async () => {
    const fetch = answering(200, { code: 0, msg: 'success', data: { items: [], nextCursor: null } });
    await createOperatorClient({ fetch }).call(operatorApi.audit, { actor: 'ada', action: '', cursor: undefined, limit: '20' });
    expect(fetch.mock.calls[0]![0]).toBe('/admin/audit?actor=ada&limit=20');
    expect(queryOf(undefined)).toBe('');
  });

  test('a FormData input goes as it is (multipart), without a JSON type', async () => {
    const fetch = answering(200, { code: 0, msg: 'success', data: null });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await createOperatorClient({ fetch }).call({ method: 'POST', path: '/admin/images', right: 'ads', summary: '' }, form);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  test('a path without its value is refused before anything is sent', () => {
    expect(() => fillPath('/admin/operators/:id')).toThrow(/:id/);
    expect(fillPath('/admin/members/:code/suspend', { code: 'a b' })).toBe('/admin/members/a%20b/suspend');
  });

  test('a failure is an OperatorApiError with the code, the sentence and the HTTP status', async () => {
    const client = createOperatorClient({ fetch: answering(403, { code: 403, msg: '当前角色无权执行此操作', data: null }) });
    const error = await client.call(operatorApi.operators).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OperatorApiError);
    expect(error).toMatchObject({ code: 403, status: 403, message: '当前角色无权执行此操作', path: '/admin/operators' });
  });

  test('a gone session is reported to onSignInRequired once, then thrown', async () => {
    const onSignInRequired = vi.fn();
    const client = createOperatorClient({ fetch: answering(401, { code: 401, msg: '长时间未操作', data: null }), onSignInRequired });
    const error = await client.call(operatorApi.session).catch((caught: unknown) => caught);
    expect(isSignInRequired(error)).toBe(true);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
    expect(onSignInRequired.mock.calls[0]![0]).toBe(error);
  });

  test('the TOTP codes are told apart, and are not a gone session', async () => {
    const onSignInRequired = vi.fn();
    const required = await createOperatorClient({ fetch: answering(401, { code: 'TOTP.REQUIRED', msg: '', data: null }), onSignInRequired })
      .call(operatorApi.signIn, { name: 'ada', password: 'x' })
      .catch((caught: unknown) => caught);
    expect(isTotpRequired(required)).toBe(true);
    expect(isSignInRequired(required)).toBe(false);
    expect(onSignInRequired).not.toHaveBeenCalled();
    const enrol = await createOperatorClient({ fetch: answering(403, { code: 'TOTP.ENROL', msg: '', data: null }) })
      .call(operatorApi.operators)
      .catch((caught: unknown) => caught);
    expect(isTotpEnrolmentRequired(enrol)).toBe(true);
  });

  test('an answer that is no envelope, or none at all, is a NetworkError with the status', async () => {
    const html = await createOperatorClient({ fetch: answering(502, '<html>bad gateway</html>') }).call(operatorApi.session).catch((caught: unknown) => caught);
    expect(html).toBeInstanceOf(NetworkError);
    expect((html as NetworkError).status).toBe(502);
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(createOperatorClient({ fetch: refused }).call(operatorApi.session)).rejects.toBeInstanceOf(NetworkError);
  });

  test('a call that takes longer than the timeout is given up', async () => {
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(createOperatorClient({ fetch: hanging, timeoutMs: 20 }).call(operatorApi.session)).rejects.toBeInstanceOf(RequestTimeoutError);
  });
});
