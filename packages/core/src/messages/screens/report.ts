/** 弹幕: the overlay, its settings and the composer below the player (core rules/danmaku.ts). */
export const zhCNReport = {
  title: '举报视频',
} as const;
