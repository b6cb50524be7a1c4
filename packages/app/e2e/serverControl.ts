/**
 * What a journey needs of the server that no member or operator call does: a small HTTP
 * server of the test run's own, beside the product, over its database. Only what a journey
 * cannot bring about otherwise (time passing on the server) belongs here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '../../server/src/start.ts';

/** POST /members/<code>/vip-ended: the member's VIP ran out a second ago (as if its days had passed). */
export async function startServerControl(server: RunningServer): Promise<{ url: string; close: () => Promise<void> }> {
  const control: Server = createServer((request, response) => {
    const match = /^\/members\/([A-Za-z0-9]+)\/vip-ended$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    server.db
      .query("UPDATE members SET vip_expires_at = now() - interval '1 second' WHERE member_code = $1", [match[1]!])
      .then(() => response.writeHead(204).end())
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => control.close(() => resolve())) };
}

/** From a journey: ends the member's VIP on the server. */
export async function endVipOnServer(controlUrl: string, memberCode: string): Promise<void> {
  const answer = await fetch(`${controlUrl}/members/${memberCode}/vip-ended`, { method: 'POST' });
  if (answer.status !== 204) throw new Error(`ending VIP answered ${answer.status}: ${await answer.text()}`);
}
