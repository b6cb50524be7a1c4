/** What bench:api and bench/stepCost.ts share: the PostgreSQL they use, the API server's environment, the demo's videos. */
import { api, decryptJson, type AesKey, type Envelope, type Video } from '@nocturne/core';

export const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The environment of apiServer.ts on a schema of its own, with the sandbox cashier and the demo's streams. */
export function apiServerEnv(options: { pgUrl: string; schema: string; adminToken: string; dataDir: string }): Record<string, string> {
  return {
    BENCH_PG_URL: options.pgUrl,
    BENCH_PG_SCHEMA: options.schema,
    ADMIN_TOKEN: options.adminToken,
    PAYMENT_SANDBOX: 'true',
    // Every phone of the bench comes from 127.0.0.1: the per-address registration limit would stop it.
    REGISTER_PER_ADDRESS_PER_HOUR: String(1e9),
    TRUST_PROXY: '127.0.0.1',
    BENCH_DATA_DIR: options.dataDir,
    // The demo streams (generated once, then copied from a cache): the playlists are real.
    BENCH_MEDIA: 'true',
  };
}

/** The demo seed's video codes, as the search lists them. */
export async function videoCodes(origin: string, aes: AesKey): Promise<number[]> {
  const response = await fetch(origin + api.search.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: '', title: '' }),
  });
  const envelope = (await response.json()) as Envelope<string>;
  const videos = decryptJson<Video[]>(envelope.data, aes);
  if (videos.length === 0) throw new Error('the demo seed listed no video');
  return videos.map((video) => Number(video.cartoonCode));
}
