export const zhCNPay = {
  title: '金币充值',
  notVip: '您还不是VIP会员',
  channel: '支付通道',
  submit: '立即升级',
  paying: '支付中...',
  failed: '支付失败',
  freeAmount: '自定义金额',
  freeAmountMin: '最低金额为10，已自动修改',
  freeAmountMax: '最高金额为5000，已自动修改',
  /** The free amount refused as typed (rules/commerce.ts checkFreeAmount); nothing is changed silently. */
  freeAmountRequired: '请输入充值金额',
  freeAmountNegative: '金额不能为负数',
  freeAmountWhole: '充值金额须为整数（元），不支持小数',
  freeAmountInvalid: '请输入有效的金额',
  /** Back from the cashier (app state/paymentReturn.ts): what really happened to the order. */
  result: {
    vipActive: (until: string) => `VIP已开通，有效期至${until}`,
    coinsAdded: (coins: number, balance: number) => `${coins}金币已到账，当前余额${balance}金币`,
    pending: '支付结果确认中',
    pendingHint: '如已完成付款，请稍候片刻后刷新结果；超过10分钟未到账请联系客服。',
    refresh: '刷新结果',
    failed: '支付未完成，未产生扣款，可重新下单',
    expired: '订单已过期，请重新下单',
    backToVideo: '已返回刚才的视频',
    /** The toast of a result: its title and what it means. */
    toast: (title: string, message: string) => `${title}，${message}`,
  },
} as const;
