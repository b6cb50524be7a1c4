export const zhCNDarkWeb = {
  title: '暗网',
  gateTitle: '暗网专区',
  gateMessage: '本专区内容仅供能够接受的用户观看，需开通VIP会员方可进入，禁止传播分享。',
  unlock: '会员解锁',
  leave: '点击离开',
} as const;
