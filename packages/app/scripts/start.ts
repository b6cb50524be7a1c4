/** `npm start`: build the app if needed, then serve it, the API and the media on one port. */
import { ensureAppBuild } from './appBuild.ts';
import { startAppServer } from './appServer.ts';

ensureAppBuild();
const server = await startAppServer();
console.log(`Nocturne is running at ${server.url}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
