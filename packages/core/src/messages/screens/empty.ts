/** Empty lists (ui EmptyState): what is missing, what will appear here, and the next step. */
export const zhCNEmpty = {
  favouritesHint: '看到喜欢的视频点收藏，就能在这里找到',
  historyHint: '看过的视频会按时间出现在这里',
  recordsHint: '充值、金币消费和提现都会记在这里',
  invitesHint: '分享邀请链接，好友注册后会出现在这里',
  chat: '还没有消息',
  chatHint: '有问题直接发消息，客服会尽快回复',
  search: '没有找到相关视频',
  searchHint: '换个关键词试试，或去首页看看',
  topicsHint: '专题正在整理中，先去首页看看吧',
  darkWebHint: '内容正在上新，稍后再来看看',
  goBrowse: '去逛逛',
  goInvite: '去邀请',
  goTopUp: '去充值',
} as const;
