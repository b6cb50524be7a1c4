import { zhCN } from '@nocturne/core';

// Sample data and wording for the operator console's stories. The console's own
// catalogue will live in core with the console; until then the stories carry literal sample
// text, and take the member catalogue's words where they are the same.

export const tableLabels = {
  loading: zhCN.common.loading,
  empty: '暂无提现申请',
  emptyHint: '会员提交的提现申请会出现在这里',
  error: zhCN.common.loadFailed,
  retry: zhCN.common.retry,
  actions: '操作',
};

export const pageLabels = { label: '分页', previous: '上一页', next: '下一页', page: (n: number) => `第${n}页` };

export const moreLabels = { more: '加载更多', noMore: zhCN.common.noMore };

export type WithdrawalState = 'pending' | 'approved' | 'rejected';

export interface WithdrawalRow {
  id: string;
  member: string;
  memberCode: string;
  /** Yuan, in cents. */
  amountCents: number;
  channel: string;
  requestedAt: string;
  state: WithdrawalState;
}

export const withdrawalStates: Record<WithdrawalState, string> = { pending: '待审核', approved: '已通过', rejected: '已拒绝' };

const members = ['夜猫子', '北风', '晚星', '青柠', '月下独酌', '阿澈', '小满', '南乔', '听雨', '木子'];
const channels = ['支付宝', '微信', '银行卡'];

/** Withdrawal requests, newest first: a varied sample for sorting and paging. */
export function sampleWithdrawals(count: number, from = 0): WithdrawalRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const day = 20 - Math.floor(n / 4);
    return {
      id: `w${n + 1}`,
      member: members[n % members.length]!,
      memberCode: (0x8a3f21 + n * 7919).toString(16).toUpperCase().slice(-6),
      amountCents: ((n * 7919) % 4900) * 100 + 10_000,
      channel: channels[n % channels.length]!,
      requestedAt: `2026-05-${String(Math.max(day, 1)).padStart(2, '0')} ${String(23 - (n % 12)).padStart(2, '0')}:${String((n * 17) % 60).padStart(2, '0')}`,
      state: (['pending', 'pending', 'approved', 'rejected'] as const)[n % 4]!,
    };
  });
}

export const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

export const channelOptions = [
  { value: 'alipay', label: '支付宝' },
  { value: 'wechat', label: '微信' },
  { value: 'bank', label: '银行卡' },
] as const;

export type ChannelKey = (typeof channelOptions)[number]['value'];

export const stateChips = [
  { value: 'pending', label: withdrawalStates.pending, count: 12 },
  { value: 'approved', label: withdrawalStates.approved, count: 86 },
  { value: 'rejected', label: withdrawalStates.rejected, count: 5 },
] as const;

export const filterLabels = {
  bar: '筛选提现申请',
  search: '搜索会员',
  searchPlaceholder: '会员编号、昵称或登录名',
  channel: '收款方式',
  all: '全部',
  dates: '申请日期',
  from: '开始日期',
  to: '结束日期',
  state: '状态',
  reset: '重置',
};

/** The dashboard's last 7 days. */
export const lastSevenDays = ['5/14', '5/15', '5/16', '5/17', '5/18', '5/19', '5/20'];

export const chartLabels = { category: '日期', noData: '暂无数据', showTable: '查看数据', hideTable: '收起数据' };

/** First frame, ms: p50 and p90 a day. */
export const firstFrameSeries = [
  { id: 'p50', label: '首帧 p50', values: [820, 790, 860, 770, 740, 720, 700] },
  { id: 'p90', label: '首帧 p90', values: [1900, 1850, 2100, 1700, 1600, 1480, 1420] },
];

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} 秒`;

/** Rebuffer ratio: stalled time over watched time, per cent. */
export const rebufferSeries = [{ id: 'rebuffer', label: '卡顿率', values: [1.8, 1.6, 2.4, 1.2, 0.9, 0.8, 0.7], tone: 'warning' as const }];

export const percent = (value: number) => `${Number(value.toFixed(1))}%`;
