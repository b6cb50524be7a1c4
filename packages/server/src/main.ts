/** The server as a process (`npm start` in this package): start, and drain on a signal. */
import { exitIfDataDirInUse } from './db/dataDirLock.ts';
import { drainOnSignals } from './shutdown.ts';
import { startServer } from './start.ts';

const server = await startServer().catch(exitIfDataDirInUse);
if (server.firstRunNotice) server.app.log.warn(server.firstRunNotice);
drainOnSignals(server);
