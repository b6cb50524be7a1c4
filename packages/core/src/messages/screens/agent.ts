export const zhCNAgent = {
  title: '资金管理',
  bills: '查看账单',
  withdraw: '申请提现',
} as const;
