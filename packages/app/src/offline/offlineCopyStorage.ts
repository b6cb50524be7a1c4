/**
 * The offline copy as 清除缓存 on the settings page sees it (kept apart from the registration,
 * which is in home's entry, so this costs home nothing).
 */

/** Bytes this site keeps on the device besides local storage (mostly the offline copy); 0 when unknown. */
export async function offlineCopySize(): Promise<number> {
  try {
    return (await navigator.storage.estimate()).usage ?? 0;
  } catch {
    return 0;
  }
}

/**
 * 清除缓存: drops the offline copy (every cache of this origin is the worker's); the next
 * visit online stores it again.
 */
export async function clearOfflineCopy(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}
