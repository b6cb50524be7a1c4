/** The console's stores under test talk to a fake server: its answers in order, and the requests it got. */
import { afterEach, vi } from 'vitest';

export interface SeenRequest {
  url: string;
  method: string;
  body: unknown;
}

/** Stubs fetch with `answers`, one per call, in order; answers the requests it gets. */
export function serverAnswers(...answers: { status: number; body: unknown }[]): SeenRequest[] {
  const requests: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  return requests;
}

/** The envelope of a call that went through. */
export const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'success', data } });

afterEach(() => vi.unstubAllGlobals());
