export const zhCNRecords = {
  title: '账单记录',
  tabs: ['充值记录', '金币记录', '提现记录'],
  empty: '暂无记录',
  orderNo: '订单号',
  amount: '金额',
  source: '来源',
  spend: '消费',
  episode: '剧集',
  time: '时间',
  /** Why a withdrawal was rejected (the operator's note). */
  rejectNote: '驳回原因',
} as const;
