/**
 * Where a page's first frame goes: the requests of its run named by what they are for the
 * player (the document, the app's code, hls.js, the detail, the master, the first rendition
 * playlist, the first key, the first segment), side by side for our page and the bare one.
 */
import { api } from '@nocturne/core';
import { BARE_HLS, type Fetched } from './firstFrame.ts';

export interface Milestone {
  name: string;
  /** ms from navigation start; null when the page never fetched it before its first frame. */
  start: number | null;
  end: number | null;
}

type Kind = 'document' | 'app code' | 'hls.js' | 'detail' | 'lookOk' | 'master' | 'playlist' | 'key' | 'segment';

/** What one request is for the player; null for what the first frame does not wait on (images, the manifest, other calls). */
function kindOf(fetched: Fetched, index: number, hlsFiles: ReadonlySet<string>): Kind | null {
  const { path } = fetched;
  if (index === 0) return 'document';
  if (path === `/${BARE_HLS}` || hlsFiles.has(path.slice(1))) return 'hls.js';
  if (path.startsWith('/assets/') && /\.(js|css)$/.test(path)) return 'app code';
  if (path === api.videoDetail.path) return 'detail';
  if (path === api.lookOk.path) return 'lookOk';
  if (/\/media\/play\/.*\/\d+\.m3u8$/.test(path)) return 'master';
  if (path.endsWith('.m3u8')) return 'playlist';
  if (path.endsWith('.key')) return 'key';
  if (/\.(ts|m4s|mp4)$/.test(path)) return 'segment';
  return null;
}

/**
 * The milestones of one run. The app's code spans from its first file asked for to its last
 * one arrived before the first frame; the stream's requests are their first of each kind.
 */
export function milestonesOf(waterfall: readonly Fetched[], hlsFiles: ReadonlySet<string>, firstFrameMs: number): Milestone[] {
  const byKind = new Map<Kind, Fetched[]>();
  waterfall.forEach((fetched, index) => {
    const kind = kindOf(fetched, index, hlsFiles);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), fetched]);
  });
  const first = (kind: Kind): Milestone => {
    const found = [...(byKind.get(kind) ?? [])].sort((a, b) => a.start - b.start)[0];
    return { name: kind, start: found?.start ?? null, end: found?.end ?? null };
  };
  const code = byKind.get('app code') ?? [];
  return [
    first('document'),
    {
      name: `app code (${code.length} files)`,
      start: code.length ? Math.min(...code.map((f) => f.start)) : null,
      end: code.length ? Math.max(...code.map((f) => f.end)) : null,
    },
    first('hls.js'),
    first('detail'),
    first('lookOk'),
    first('master'),
    first('playlist'),
    first('key'),
    first('segment'),
    { name: 'first frame', start: firstFrameMs, end: firstFrameMs },
  ];
}

const span = (milestone: Milestone | undefined) =>
  milestone?.start == null ? '-'.padStart(11) : `${String(Math.round(milestone.start)).padStart(5)}-${String(Math.round(milestone.end!)).padEnd(5)}`;

/** The two pages' milestones as lines: what, ours (start-end), bare (start-end), ms from navigation. */
export function waterfallLines(ours: readonly Milestone[], bare: readonly Milestone[]): string[] {
  const names = ours.map((m) => m.name);
  const width = Math.max(...names.map((name) => name.length));
  const bareOf = (name: string) => bare.find((m) => m.name.split(' (')[0] === name.split(' (')[0]);
  return [`${''.padEnd(width)}  ${'ours'.padEnd(11)}  bare`, ...ours.map((m) => `${m.name.padEnd(width)}  ${span(m)}  ${span(bareOf(m.name))}`)];
}
