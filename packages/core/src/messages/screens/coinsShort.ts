/** Buying an episode with too few coins (app state/video.ts): say why before leaving for top-up. */
export const zhCNCoinsShort = {
  title: '金币不足',
  message: (balance: number, price: number) => `当前余额${balance}金币，购买本集需要${price}金币。充值后将自动返回本视频。`,
  topUp: '去充值',
} as const;
