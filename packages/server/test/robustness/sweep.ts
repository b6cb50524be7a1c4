/**
 * Sends one bad request and judges the answer: never a 5xx (nor a member call's code 5000
 * behind HTTP 200), always an envelope with a
 * message, a refusal where the input can't be accepted. Answers a problem description,
 * or null when the answer is acceptable.
 */
import { INTERNAL_ERROR_CODE } from '@nocturne/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface Judged {
  label: string;
  status: number;
  problem: string | null;
}

/** Calls of core's contract; the server's cashier and notify pages beside them keep statuses. */
const MEMBER_CALL = /^\/+(app-api|renren-api)\/+(?!pay\/(sandbox|notify)\/)/;

function problemOf(response: LightMyRequestResponse, mustRefuse: boolean, memberCall: boolean): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  // The original client's HTTP library throws on any other status and never reads the code.
  if (memberCall && response.statusCode !== 200) return `a member call answered HTTP ${response.statusCode}, not 200`;
  let envelope: { code?: unknown; msg?: unknown; message?: unknown };
  try {
    envelope = response.json();
  } catch {
    return `answered ${response.statusCode} without a JSON envelope: ${response.body.slice(0, 200)}`;
  }
  // A member call's server failure hides in the envelope behind HTTP 200.
  if (envelope.code === INTERNAL_ERROR_CODE) return `answered code ${INTERNAL_ERROR_CODE} (a server failure): ${response.body.slice(0, 200)}`;
  const msg = envelope.msg ?? envelope.message;
  if (typeof msg !== 'string' || msg.trim() === '') return `answered ${response.statusCode} without a message: ${response.body.slice(0, 200)}`;
  if (response.statusCode >= 400 && envelope.code === 0) return `answered ${response.statusCode} with code 0`;
  const refused = response.statusCode >= 400 || envelope.code !== 0;
  if (mustRefuse && !refused) return `accepted (${response.statusCode}, code 0): ${response.body.slice(0, 200)}`;
  if (/\bat .+:\d+:\d+|node_modules|Error:/.test(response.body)) return `leaks internals: ${response.body.slice(0, 200)}`;
  return null;
}

export async function judge(app: FastifyInstance, label: string, request: InjectOptions, mustRefuse: boolean): Promise<Judged> {
  const response = await app.inject(request);
  const memberCall = MEMBER_CALL.test(typeof request.url === 'string' ? request.url : '');
  return { label, status: response.statusCode, problem: problemOf(response, mustRefuse, memberCall) };
}

/** The problems of a sweep, one line each: what was sent and what came back. */
export function problems(judged: readonly Judged[]): string[] {
  return judged.filter((item) => item.problem !== null).map((item) => `${item.label}: ${item.problem}`);
}
