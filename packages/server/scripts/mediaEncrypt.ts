/**
 * npm run media:encrypt: encrypts the plain ladders of an existing installation (HLS
 * AES-128, src/media/keys/encryptStored.ts) in the store it uses (OBJECT_STORE_URL, or the
 * disk under DATA_DIR). Safe to run again: what is encrypted is skipped. It may run while
 * the servers serve on PostgreSQL (the embedded database is one process's: stop it first): a
 * member's next playlist names the encrypted copy.
 */
import { loadConfig } from '../src/config.ts';
import { exitIfDataDirInUse } from '../src/db/dataDirLock.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { encryptStoredMedia } from '../src/media/keys/encryptStored.ts';
import { openObjectStore } from '../src/storage/openStore.ts';

const config = loadConfig();
const db = await openDatabase(config).catch(exitIfDataDirInUse);
const store = openObjectStore(config);
try {
  await migrate(db);
  const report = await encryptStoredMedia(db, store, console.log);
  console.log(`encrypted ${report.encrypted.length} media in ${store.description}`);
  for (const left of report.left) console.log(`left plain: media ${left.mediaId} (${left.dir}): ${left.reason}`);
} finally {
  store.close();
  await db.close();
}
