/**
 * Free ports for a test's own nginx and servers. Tests on this machine may listen only on
 * port 0 or in a range of their own (18200-18299 by default; TEST_PORTS=19100-19199 gives
 * another), and other engineers' runs take some of those: each port is tried, from a random
 * place in the range, and taken only if nothing listens there.
 */
import net from 'node:net';

const [FIRST, LAST] = (process.env.TEST_PORTS ?? '18200-18299').split('-').map(Number) as [number, number];
const COUNT = LAST - FIRST + 1;

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePorts(n: number): Promise<number[]> {
  const start = Math.floor(Math.random() * COUNT);
  const found: number[] = [];
  for (let i = 0; i < COUNT && found.length < n; i += 1) {
    const port = FIRST + ((start + i) % COUNT);
    if (await free(port)) found.push(port);
  }
  if (found.length < n) throw new Error(`only ${found.length} of ${n} ports free in ${FIRST}-${FIRST + COUNT - 1}`);
  return found;
}
