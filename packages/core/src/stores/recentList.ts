/**
 * Puts `item` first, drops any older entry that `isSame` matches, and keeps at most `max`
 * entries: the rule shared by watch history, search history and saved playback positions.
 */
export function pushRecent<T>(list: readonly T[], item: T, isSame: (a: T, b: T) => boolean, max: number): T[] {
  return [item, ...list.filter((entry) => !isSame(entry, item))].slice(0, max);
}
