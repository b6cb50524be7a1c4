import { formatDuration, zhCN, zhCNPlayer, zhCNVideo } from '@nocturne/core';

export const playerLabels = {
  back: zhCN.common.back,
  loading: zhCN.common.loading,
  error: zhCNVideo.playbackFailed.other,
  retry: zhCN.common.retry,
  previewEnded: zhCNVideo.previewEnded,
  unlock: zhCNVideo.buyVip,
};

export const actionLabels = {
  episodes: zhCNVideo.episodes,
  share: zhCNVideo.share,
  like: zhCNVideo.like,
  favourite: zhCNVideo.favourite,
};

export const channels = [
  { name: '线路一', episodes: Array.from({ length: 14 }, (_, i) => ({ id: i + 1, name: `第${i + 1}集` })) },
  { name: '线路二', episodes: Array.from({ length: 3 }, (_, i) => ({ id: 100 + i, name: `第${i + 1}集` })) },
];

export const introduction = '夜色下的城市，灯火与雨声交织。一段关于旅途与相遇的故事，全片以长镜头记录街角、车站与海边的夜晚。';

/** The control layer's wording, as the app passes it (zhCNPlayer and core's clock format). */
export const controlLabels = {
  controls: zhCNPlayer.controls,
  play: zhCNPlayer.play,
  pause: zhCNPlayer.pause,
  seek: zhCNPlayer.seek,
  quality: zhCNPlayer.quality,
  speed: zhCNPlayer.speed,
  fullscreen: zhCNPlayer.fullscreen,
  exitFullscreen: zhCNPlayer.exitFullscreen,
  pictureInPicture: zhCNPlayer.pictureInPicture,
  mute: zhCNPlayer.mute,
  unmute: zhCNPlayer.unmute,
  holdHint: zhCNPlayer.holdHint(2),
  seekBack: zhCNPlayer.seekBack(10),
  seekForward: zhCNPlayer.seekForward(10),
  previewMark: zhCNPlayer.previewMark(formatDuration(10)),
  beyondPreview: zhCNPlayer.beyondPreview,
  nextEpisode: zhCNPlayer.nextEpisode,
  nextEpisodeIn: zhCNPlayer.nextEpisodeIn,
  playNow: zhCNPlayer.playNow,
  cancel: zhCNPlayer.cancel,
  time: formatDuration,
  spokenPosition: (seconds: number, duration: number) => zhCNPlayer.spokenPosition(zhCNPlayer.spokenTime(seconds), zhCNPlayer.spokenTime(duration)),
};

export const rateOptions = [0.5, 0.75, 1, 1.25, 1.5, 2].map((value) => ({ value, label: zhCNPlayer.speedName(value) }));
export const qualityOptions = [360, 540, 720, 1080].map((height, index) => ({ value: index, label: zhCNPlayer.qualityName(height) })).reverse();

/**
 * A sample sprite sheet: 5 columns of 160x90 frames, each a different hue with its time
 * printed, so a story shows which frame the seek bar picked.
 */
export function sampleSprite(): string {
  const frames = Array.from({ length: 25 }, (_, i) => {
    const x = (i % 5) * 160;
    const y = Math.floor(i / 5) * 90;
    return `<rect x="${x}" y="${y}" width="160" height="90" fill="hsl(${(i * 37) % 360} 50% 35%)"/><text x="${x + 80}" y="${y + 52}" font-size="20" fill="#fff" text-anchor="middle" font-family="monospace">${formatDuration(i * 10)}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">${frames}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const spriteUrl = sampleSprite();

/** thumbnailAt over sampleSprite: one frame per 10 seconds. */
export function sampleThumbnailAt(seconds: number) {
  const i = Math.min(24, Math.max(0, Math.floor(seconds / 10)));
  return { url: spriteUrl, x: (i % 5) * 160, y: Math.floor(i / 5) * 90, w: 160, h: 90 };
}
