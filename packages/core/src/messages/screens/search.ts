export const zhCNSearch = {
  placeholder: '搜索图片、文字、视频',
  button: '搜索',
  history: '历史搜索',
  hot: '热门搜索',
  clearTitle: '确认清空',
  clearMessage: '确定要清空历史记录吗？',
  cleared: '历史记录已清空',
  noMoreData: '没有更多数据了',
} as const;
