/**
 * Runs `work` over `items`, at most `limit` at a time (shaka's offline storage downloads a
 * few segments at once: one at a time leaves the phone's link idle between requests, many
 * at once only competes with itself). The first error stops new work; it is thrown once the
 * work already started has settled, so nothing lands after the caller has given up.
 */
export async function runBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>, signal?: AbortSignal): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null && !signal?.aborted && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
