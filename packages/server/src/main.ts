/** The server as a process (`npm start` in this package): start, and stop cleanly on a signal. */
import { exitIfDataDirInUse } from './db/dataDirLock.ts';
import { startServer } from './start.ts';

const server = await startServer().catch(exitIfDataDirInUse);

const shutdown = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
