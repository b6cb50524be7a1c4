import type { OfflineRefusal } from '../../offline/licence.ts';
import type { DownloadStatus } from '../../offline/downloadStatus.ts';

/** 离线缓存: the video page's 缓存 control, the 离线缓存 page, and the licence's refusals. */
export const zhCNOffline = {
  title: '离线缓存',
  download: '缓存',
  pickQuality: '选择缓存清晰度',
  /** A rendition's size before it is downloaded: the ladder's estimate, not the exact bytes. */
  approxSize: (size: string) => `约 ${size}`,
  empty: '还没有缓存的视频',
  emptyHint: '在视频页点「缓存」，没有网络也能看',
  status: {
    none: '缓存',
    queued: '等待缓存',
    downloading: (percent: number) => `缓存中 ${percent}%`,
    paused: '已暂停',
    done: '已缓存',
    expired: '已过期',
    failed: '缓存失败',
    noSpace: '空间不足',
  } satisfies Record<DownloadStatus, string | ((percent: number) => string)>,
  pause: '暂停',
  resume: '继续',
  remove: '删除',
  play: '播放',
  retry: '重试',
  storage: (used: string, left: string) => `已用 ${used}，剩余 ${left}`,
  bytes: (done: string, total: string) => `${done} / ${total}`,
  expiresOn: (date: string) => `${date} 前可离线观看`,
  expiredSentence: '离线观看期已过，请联网后重新缓存',
  noSpaceSentence: '手机存储空间不足，已暂停缓存',
  failedSentence: '网络中断，缓存未完成',
  vipOnly: '开通VIP即可缓存视频，没有网络也能看',
  openVip: '开通VIP',
  removeConfirm: '删除这个缓存？',
  refusal: {
    notEntitled: '开通VIP或购买本集后才能缓存',
    vipEnded: 'VIP已到期，离线缓存已失效',
    refunded: '本集已退款，离线缓存已失效',
    suspended: '账号已被停用，离线缓存已失效',
    revoked: '离线缓存已失效，请重新缓存',
    noSuchEpisode: '这一集已下架',
    noSuchRendition: '没有这个清晰度',
  } satisfies Record<OfflineRefusal, string>,
} as const;
