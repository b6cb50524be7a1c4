/**
 * Stopping without failing a request (without it, a process of the fleet sent SIGTERM answered
 * 503 on a kept-alive connection). Draining goes in this order:
 * 1. `/healthz` answers 503, so health checks take the process out, while every request is
 *    still served as before, each answer with `Connection: close`: a kept-alive connection
 *    ends after its next answer instead of carrying a request into the shutdown;
 * 2. after the grace the server stops listening (a proxy's next connect is refused, which it
 *    retries elsewhere: nothing was sent), idle connections are closed, and requests in
 *    flight finish;
 * 3. only then does Fastify close (its own close answers 503 to requests on connections
 *    still open, which by then there are none of) and the database after it.
 */
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

const IDLE_CHECK_MS = 50;

export class Drain {
  private active = false;

  /** True once draining has begun: /healthz answers 503. */
  get draining(): boolean {
    return this.active;
  }

  /** Every answer sent from now on closes its connection (requests that began before too). */
  register(app: FastifyInstance): void {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.active) reply.header('connection', 'close');
      done(null, payload);
    });
  }

  begin(): void {
    this.active = true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's shutdown state (app.ts decorates the root instance; start.ts drains it). */
    drain: Drain;
  }
}

/**
 * Stops accepting connections, closes the idle ones, and resolves once the requests in flight
 * have been answered (each answer closes its connection); after `limitMs` whatever is still
 * open is cut.
 */
export function stopListening(server: Server, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // close() ends the connections idle now; one whose answer was already on its way when the
    // drain began keeps its keep-alive, so it is ended as soon as it is idle too.
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
    const cut = setTimeout(() => server.closeAllConnections(), limitMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
  });
}
