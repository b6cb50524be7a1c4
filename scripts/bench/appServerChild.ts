/**
 * Child process of bench:web: the product's server exactly as `npm start` runs it (the app's
 * startAppServer: API, media, demo seed and the built app on one port), serving the build
 * directory given as the first argument. Prints "READY <url>" once it listens.
 */
import { startAppServer } from '../../packages/app/scripts/appServer.ts';

const distDir = process.argv[2];
if (!distDir) throw new Error('usage: appServerChild.ts <distDir>');
const server = await startAppServer({ distDir, logger: false });
console.log(`READY ${server.url}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
