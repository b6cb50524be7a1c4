import { parseThumbnailTrack, thumbnailAt, type ThumbnailCue } from '@nocturne/core';
import { useEffect, useState } from 'react';

export type FetchText = (url: string) => Promise<string>;

const fetchText: FetchText = async (url) => {
  const response = await fetch(url);
  return response.ok ? response.text() : '';
};

/**
 * The seek bar's thumbnail index. Like the playlist, it is media the player fetches itself
 * (a signed URL from the detail), not an API call. A failed fetch leaves the bar without
 * thumbnails: the time still shows while dragging.
 */
export async function loadSeekThumbnails(url: string, get: FetchText = fetchText): Promise<ThumbnailCue[]> {
  if (!url) return [];
  try {
    return parseThumbnailTrack(await get(url), url);
  } catch {
    return [];
  }
}

/**
 * The thumbnail lookup for the seek bar, once `ready`: the index is fetched after playback
 * started, so it never competes with the first frame.
 */
export function useSeekThumbnails(url: string, ready: boolean): ((seconds: number) => ThumbnailCue | null) | undefined {
  const [cues, setCues] = useState<{ url: string; cues: ThumbnailCue[] } | null>(null);
  useEffect(() => {
    if (!ready || !url || cues?.url === url) return;
    let current = true;
    void loadSeekThumbnails(url).then((loaded) => {
      if (current) setCues({ url, cues: loaded });
    });
    return () => {
      current = false;
    };
  }, [url, ready, cues?.url]);
  if (!cues || cues.url !== url || cues.cues.length === 0) return undefined;
  return (seconds) => thumbnailAt(cues.cues, seconds);
}
