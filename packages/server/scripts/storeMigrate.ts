/**
 * npm run store:migrate: copies what this installation kept on disk (media, uploads,
 * ingest sources) into the object store of OBJECT_STORE_URL, before its servers are
 * switched to it (docs/operator.md, "Media and uploads in object storage"). Safe to stop
 * and run again: what is already there is skipped.
 */
import { loadConfig } from '../src/config.ts';
import { moveToStore } from '../src/storage/moveToStore.ts';
import { openObjectStore } from '../src/storage/openStore.ts';

const config = loadConfig();
if (!config.objectStore) {
  console.error('OBJECT_STORE_URL is not set: the files are on disk under DATA_DIR, which is the store already. Set it to the store to copy them to.');
  process.exit(2);
}
const store = openObjectStore(config);
const controller = new AbortController();
// Ctrl-C stops after the copies in flight; a second one stops at once. Either way the next run resumes.
process.once('SIGINT', () => {
  console.error('stopping after the copies in flight; run again to resume');
  controller.abort();
  process.once('SIGINT', () => process.exit(130));
});
console.log(`copying ${config.dataDir} (media, uploads) and ${config.ingestDir} into ${store.description}`);
let seen = 0;
try {
  const report = await moveToStore(
    store,
    { dataDir: config.dataDir, ingestDir: config.ingestDir },
    {
      signal: controller.signal,
      onFile: () => {
        seen += 1;
        if (seen % 500 === 0) console.log(`${seen} files`);
      },
    },
  );
  console.log(`copied ${report.copied} files (${(report.copiedBytes / 1e6).toFixed(1)} MB); ${report.alreadyThere} already there`);
  for (const folder of report.skippedFolders) console.log(`not copied: media/${folder} has no playlist (an unfinished ingest attempt)`);
  for (const file of report.unnamable) console.log(`not copied: ${file} (its name cannot be a key: letters, digits and . _ - @ = + only)`);
} catch (error) {
  console.error(`stopped: ${(error as Error).message}; run again to resume (what was copied stays)`);
  process.exitCode = 1;
} finally {
  store.close();
}
