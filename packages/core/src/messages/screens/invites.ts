export const zhCNInvites = {
  title: '邀请记录',
  bonus: '+1天权益',
  /** What an invite really earned (InviteRecord.rewardDays), and why not when nothing. */
  earned: (days: number) => `+${days}天权益`,
  notEarned: '未获得奖励',
  noRewardReasons: {
    inviterDailyLimit: '今日邀请奖励已达上限',
    addressDailyLimit: '同一网络今日奖励已达上限',
    sameNetwork: '与您同一网络注册，不计奖励',
    unknown: '不符合奖励规则',
  } as Record<string, string>,
} as const;
