/** The player's controls (ui PlayerControls); times read as 分/秒 for screen readers. */
export const zhCNHistory = {
  title: '历史记录',
  empty: '暂无观看记录',
  clearMessage: '确定要清空历史记录吗？',
  cleared: '历史记录清除成功',
  cancelled: '已取消',
} as const;
