/** A bench member: auto-registered, with a video and an episode to ask about. */
import { randomUUID } from 'node:crypto';
import { api, decryptJson, type AesKey, type Envelope, type Member, type VideoDetail } from '@nocturne/core';

/** A demo-seed video code (codes are the videos' ids). */
export const BENCH_VIDEO = 1;

async function post<T>(origin: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} answered ${JSON.stringify(envelope)}`);
  return envelope;
}

export interface BenchMember {
  token: string;
  episodeId: number;
}

export async function benchMember(origin: string, aes: AesKey): Promise<BenchMember> {
  const member = await post<Member>(origin, api.autoRegister.path, { deviceType: 0, uuid: randomUUID() });
  const token = member.data.token;
  if (!token) throw new Error('auto-register answered no token');
  const detail = await post<string>(origin, api.videoDetail.path, { index: 0, vid: BENCH_VIDEO }, token);
  const episode = decryptJson<VideoDetail>(detail.data, aes).srcList[0]?.urlList[0];
  if (!episode) throw new Error(`${BENCH_VIDEO} has no episode`);
  return { token, episodeId: episode.id };
}
