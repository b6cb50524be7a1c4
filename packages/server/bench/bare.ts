/**
 * The reference point: a bare Fastify hello-world on this machine, in its own process like
 * the API server, so both are measured the same way. Reports its port to the parent.
 */
import Fastify from 'fastify';
import { answerCpuQueries } from './reportCpu.ts';

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.BENCH_PORT || 0), host: '127.0.0.1' });
const address = app.server.address();
answerCpuQueries();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
