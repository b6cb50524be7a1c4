import type { LikeBody, Video, VideoDetail } from '@nocturne/core';

/** The video without the page-only progress field, as the local lists keep it. */
export function plainVideo(info: VideoDetail['videoInfo']): Video {
  const { progress: _progress, ...video } = info;
  return video;
}

/** The body of the collect calls (like, favourite, playback position) for `video`. */
export function collectBody(video: Video, collectType: number, type: number, duration: number): LikeBody {
  return {
    collectAuthor: video.cartoonAuthor,
    collectCode: video.cartoonCode,
    collectDuration: duration,
    collectHot: video.cartoonHot,
    collectImage: video.cartoonImage,
    collectName: video.cartoonName,
    collectType,
    sortNum: video.dictCode,
    type,
  };
}
