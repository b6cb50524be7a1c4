/**
 * A server sent SIGTERM drains (without it, a fleet process answered 503 on a kept-alive
 * connection): /healthz answers 503 first while calls are still answered, each answer closing
 * its connection; then it stops listening, the request in flight finishes, and the process
 * exits 0. A real server process (src/main.ts) and a kept-alive client.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api } from '@nocturne/core';
import { afterAll, expect, test } from 'vitest';
import { isAlive } from './processes/processTable.ts';
import { startServerProcess, type ServerProcess } from './processes/serverProcess.ts';

const GRACE_MS = 1500;
let server: ServerProcess | undefined;

afterAll(() => {
  if (server && isAlive(server.pid)) server.child.kill('SIGKILL');
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on `agent` (a kept-alive connection when it has one); the answer, or the socket error's code. */
function request(agent: http.Agent, url: string, method: 'GET' | 'POST', pathname: string): Promise<Answer | string> {
  return new Promise((resolve) => {
    const req = http.request(`${url}${pathname}`, { method, agent, headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

test('SIGTERM: /healthz 503 first, calls still answered and their connections closed, the request in flight finished, exit 0', async () => {
  server = await startServerProcess({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nocturne-drain-')),
    DATABASE_URL: '',
    PORT: '0',
    SEED_DEMO: 'false',
    MEDIA_WORKERS: '0',
    MEDIA_SECRET: 'test-media-secret',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  const { url } = server;
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await request(keptAlive, url, 'GET', '/healthz');
  expect(first).toMatchObject({ status: 200, connection: 'keep-alive' });

  // A request in flight through the whole drain: its body arrives only after the grace.
  const inFlight = new Promise<Answer | string>((resolve) => {
    const req = http.request(`${url}${api.config.path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '2' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.write('{');
    setTimeout(() => req.end('}'), GRACE_MS + 1000);
  });
  await sleep(200);

  server.child.kill('SIGTERM');
  await sleep(100);
  // On the kept-alive connection: the health check says 503 and the connection closes after it.
  expect(await request(keptAlive, url, 'GET', '/healthz')).toMatchObject({ status: 503, connection: 'close' });

  // A member keeps calling through the drain, on a kept-alive agent.
  const answers: (Answer | string)[] = [];
  for (;;) {
    const answer = await request(keptAlive, url, 'POST', api.config.path);
    answers.push(answer);
    if (typeof answer === 'string') break;
    await sleep(50);
  }
  // Every call was answered, and closed its connection, until connecting was refused.
  const answered = answers.slice(0, -1) as Answer[];
  expect(answered.length).toBeGreaterThan(5);
  for (const answer of answered) {
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0 });
    expect(answer.connection).toBe('close');
  }
  expect(answers.at(-1)).toBe('ECONNREFUSED');

  const finished = await inFlight;
  expect(finished).toMatchObject({ status: 200 });
  expect(JSON.parse((finished as Answer).body)).toMatchObject({ code: 0 });
  expect(await server.exited).toBe(0);
}, 60_000);
