export const zhCNShare = {
  title: '分享推广',
  inviteCode: '邀请码',
  inviteLink: '邀请链接',
  save: '保存二维码',
  copy: '复制链接分享',
  rule: '每邀请一人，即送1天会员',
  hint: '好友点击链接，您立即获得1天VIP',
  qrLabel: '邀请二维码',
} as const;
