export const zhCNVideo = {
  noIdCountdown: (seconds: number) => `未携带参数，${seconds}秒后返回首页`,
  episodes: '选集',
  share: '分享',
  like: '点赞',
  favourite: '收藏',
  latest: '最新更新',
  introduction: '简介',
  likeSucceeded: '点赞成功',
  favouriteSucceeded: '收藏成功',
  favouriteCancelled: '取消收藏',
  previewEnded: '试看结束',
  buyEpisode: (coins: number) => `${coins}金币购买本集`,
  buyVip: '开通VIP 全站畅看',
  /** Over the player where a video resumed, beside its action startOver. */
  resume: (time: string) => `上次看到 ${time}`,
  startOver: '从头播放',
  /**
   * Why playback failed, by the player's reason (core's PlaybackFailure), above 重试: a stall
   * the player could not get out of is `media`; the page's own failure (no detail) is `other`.
   */
  playbackFailed: {
    network: '网络连接不稳定，视频加载失败',
    media: '视频暂时无法播放',
    unsupported: '当前浏览器不支持播放该视频',
    other: '播放出错，请稍后重试',
  },
  report: '举报',
  reported: '举报已提交，感谢反馈',
} as const;
