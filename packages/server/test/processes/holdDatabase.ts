/**
 * A process that opens the embedded database in DATA_DIR as the server does, says `opened`,
 * and holds it until killed (pgliteDataDirLock.test.ts). When it cannot open it, it prints
 * the reason and exits 1.
 */
import { openDatabase } from '../../src/db/open.ts';

try {
  await openDatabase({ dataDir: process.env.DATA_DIR!, databaseUrl: '', databasePoolSize: 1 });
  process.stdout.write('opened\n');
  setInterval(() => undefined, 60_000);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
