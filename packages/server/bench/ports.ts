/**
 * Ports for the bench's servers and nginx: this machine's benches listen in 19200-19299 only,
 * and other engineers' runs take some of those, so each port is tried from a random place in
 * the range and taken only if nothing listens there.
 */
import net from 'node:net';

const FIRST = 19200;
const COUNT = 100;
const taken = new Set<number>();

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on, not handed out before by this process. */
export async function benchPort(): Promise<number> {
  const start = Math.floor(Math.random() * COUNT);
  for (let i = 0; i < COUNT; i += 1) {
    const port = FIRST + ((start + i) % COUNT);
    if (!taken.has(port) && (await free(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${FIRST}-${FIRST + COUNT - 1}`);
}
