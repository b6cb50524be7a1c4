/** Operators in tests: accounts made through the service, signed in through the API, with TOTP when the role needs it. */
import { roleNeedsTotp, type OperatorRole } from '@nocturne/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { addOperator } from '../src/operators/management.ts';
import { totpCode } from '../src/operators/totp.ts';
import type { TestApp } from './harness.ts';

export const OPERATOR_PASSWORD = 'correct-horse-battery';
/** What the console's own pages send: every browser marks a same-origin request so. */
export const CONSOLE = { 'sec-fetch-site': 'same-origin' };
export const COOKIE = 'nocturne_operator';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type OperatorClient = ((method: Method, url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>) & {
  cookie: string;
  operator: string;
};

export function signInRequest(t: TestApp, body: Record<string, unknown>, headers: Record<string, string> = CONSOLE): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/admin/session', payload: body, headers });
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === COOKIE);
  expect(cookie, response.body).toBeDefined();
  return cookie!.value;
}

export function clientOf(t: TestApp, name: string, cookie: string): OperatorClient {
  const client = ((method: Method, url: string, body?: unknown, headers: Record<string, string> = CONSOLE) =>
    t.app.inject({ method, url, headers: { ...headers, cookie: `${COOKIE}=${cookie}` }, ...(body === undefined ? {} : { payload: body as object }) })) as OperatorClient;
  client.cookie = cookie;
  client.operator = name;
  return client;
}

/** A signed-in operator of `role`; owners and finance have enrolled TOTP (their secret is answered too). */
export async function signedInOperator(t: TestApp, db: Db, role: OperatorRole, name: string = role): Promise<OperatorClient & { secret?: string }> {
  const deps = { db, config: t.config, now: t.clock.now };
  await addOperator(deps, { operatorId: null, name: 'test' }, { name, role, password: OPERATOR_PASSWORD }, 'test');
  const client: OperatorClient & { secret?: string } = clientOf(t, name, sessionCookie(await signInRequest(t, { name, password: OPERATOR_PASSWORD })));
  if (roleNeedsTotp(role)) {
    const { secret } = (await client('POST', '/admin/session/totp')).json().data as { secret: string };
    expect((await client('POST', '/admin/session/totp/confirm', { code: totpCode(secret, name, t.clock.now()) })).statusCode).toBe(200);
    client.secret = secret;
  }
  return client;
}

export function failureOf(response: LightMyRequestResponse): { status: number; code: unknown; msg: string } {
  const body = response.json() as { code: unknown; msg: string };
  return { status: response.statusCode, code: body.code, msg: body.msg };
}
