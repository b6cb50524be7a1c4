export const zhCNFavourites = {
  title: '收藏',
  empty: '暂无收藏',
  clearTitle: '确认清空',
  clearMessage: '确定要清空所有收藏吗？',
  cleared: '清除成功',
} as const;
