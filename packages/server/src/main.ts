/** The server as a process (`npm start` in this package): start, and drain on a signal. */
import { exitIfDataDirInUse } from './db/dataDirLock.ts';
import { drainOnSignals } from './shutdown.ts';
import { startServer } from './start.ts';

const server = await startServer().catch(exitIfDataDirInUse);
if (!server.hasOperators) server.app.log.warn('no operator yet: stop the server and create the first owner with `npm run operator -- add NAME --role owner`');
drainOnSignals(server);
