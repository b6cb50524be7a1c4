import { zhCN } from '@nocturne/core';

export const playerLabels = {
  back: zhCN.common.back,
  loading: zhCN.common.loading,
  error: zhCN.video.playbackError,
  retry: zhCN.common.retry,
  previewEnded: zhCN.video.previewEnded,
  unlock: zhCN.video.buyVip,
};

export const actionLabels = {
  episodes: zhCN.video.episodes,
  share: zhCN.video.share,
  like: zhCN.video.like,
  favourite: zhCN.video.favourite,
};

export const channels = [
  { name: '线路一', episodes: Array.from({ length: 14 }, (_, i) => ({ id: i + 1, name: `第${i + 1}集` })) },
  { name: '线路二', episodes: Array.from({ length: 3 }, (_, i) => ({ id: 100 + i, name: `第${i + 1}集` })) },
];

export const introduction = '夜色下的城市，灯火与雨声交织。一段关于旅途与相遇的故事，全片以长镜头记录街角、车站与海边的夜晚。';
