/** `npm start`: build the app and the operator console if needed, then serve them, the API and the media on one port. */
import { exitIfDataDirInUse } from '../../server/src/db/dataDirLock.ts';
import { drainOnSignals } from '../../server/src/shutdown.ts';
import { ensureConsoleBuild } from '../../console/scripts/consoleBuild.ts';
import { ensureAppBuild } from './appBuild.ts';
import { startAppServer } from './appServer.ts';

ensureAppBuild();
ensureConsoleBuild();
// The demo pays through the sandbox cashier even under NODE_ENV=production; an operator
// who sets PAYMENT_SANDBOX (or a real provider, EPAY_*) decides for themselves.
const server = await startAppServer({ env: { PAYMENT_SANDBOX: process.env.EPAY_PID ? 'false' : 'true', ...process.env } }).catch(exitIfDataDirInUse);
console.log(`Nocturne is running at ${server.url}`);
console.log(`Operator console: ${server.url}/console`);
// No operator yet: the one-time setup link for the first owner (server/src/operators/firstOwner.ts).
if (server.server.firstRunNotice) console.log(server.server.firstRunNotice);
drainOnSignals(server);
