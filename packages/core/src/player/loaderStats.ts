import type { LoaderStats } from 'hls.js';

/** An hls.js loader's stats before its load, as hls.js's own loaders start them (for loaders of ours). */
export const newLoaderStats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});
