import { zhCN } from '@nocturne/core';
import type { VideoCardVideo } from '@nocturne/ui';

/**
 * Synthetic pictures for the feed and player stories (docs/product.md: demo content is generated):
 * SVG gradients as data URLs, so stories need no network and screenshots are stable.
 */
export function sampleCover(hue: number, width = 320, height = 200): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 18%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.72}" cy="${height * 0.38}" r="${height * 0.22}" fill="hsl(${(hue + 30) % 360} 70% 70% / 0.35)"/>
<path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.75} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="hsl(${hue} 40% 12% / 0.6)"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A picture that fails to decode: every attempt errors, so the placeholder shows. */
export const brokenImage = 'data:image/png;base64,bm90LWFuLWltYWdl';

export const longChineseName = '这是一部名字特别特别长的影片用来检查卡片在窄屏上两行截断与省略号的显示效果';

const names = ['城市夜景', '海边日落', '山间晨雾', '霓虹街角', '雨夜列车', '星空露营'];

export function sampleVideos(count: number, from = 0): VideoCardVideo[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      id: `v${n}`,
      name: names[n % names.length] ?? '影片',
      cover: sampleCover((n * 47) % 360),
      vip: n % 3 === 0,
      heat: n % 2 === 0 ? `${(n + 1) * 1.3}万`.replace(/(\.\d)\d+/, '$1') : String(800 + n * 37),
      duration: `${String(10 + ((n * 7) % 50)).padStart(2, '0')}:${String((n * 13) % 60).padStart(2, '0')}`,
    };
  });
}

export const cardLabels = {
  vip: zhCN.labels.vipBadge,
  heat: zhCN.labels.heat,
  duration: zhCN.labels.duration,
  loading: zhCN.common.loading,
};

export const adLabels = { ad: zhCN.labels.ad, loading: zhCN.common.loading };
