/**
 * Idle and half-sent connections are closed: a request must arrive whole within
 * REQUEST_TIMEOUT_MS (30 s in production, 300 ms here), an idle keep-alive connection
 * lives KEEP_ALIVE_TIMEOUT_MS (5 s; 200 ms here). Without them Node kept a half-sent
 * request open for 60 s and more, and an idle connection for 72 s (Fastify's default).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openTestDb, testApp, testConfig, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;
let port: number;

beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db, { config: testConfig({ requestTimeoutMs: 300, keepAliveTimeoutMs: 200 }) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** Opens a socket, writes `sent`, and answers how long until the server closed it and what it said. */
function closedAfter(sent: string): Promise<{ ms: number; reply: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => {
      if (sent) socket.write(sent);
    });
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ ms: Date.now() - started, reply }));
    // Far beyond the configured timeouts, far below the defaults they replace.
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 5 s; the server said: ${reply.slice(0, 100)}`));
    }, 5000);
  });
}

describe('connection timeouts', () => {
  test('a request whose body never arrives whole is closed within the timeout', async () => {
    const { ms } = await closedAfter('POST /renren-api/api/auto-register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"dev');
    expect(ms).toBeLessThan(3000);
  });

  test('a request whose headers never end is closed within the timeout', async () => {
    const { ms } = await closedAfter('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(ms).toBeLessThan(3000);
  });

  test('a connection that sends nothing is closed within the timeout', async () => {
    const { ms } = await closedAfter('');
    expect(ms).toBeLessThan(3000);
  });

  test('an idle keep-alive connection is closed after its answer', async () => {
    const { ms, reply } = await closedAfter('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(3000);
  });
});
