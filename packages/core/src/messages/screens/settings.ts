export const zhCNSettings = {
  title: '设置',
  personalInfo: '个人资料',
  changePassword: '修改密码',
  clearCache: '清除缓存',
  cleared: '清除成功',
  /** The confirm dialog of 清除缓存 says what goes and what stays. */
  clearCacheTitle: '清除缓存？',
  clearCacheMessage: '将清除离线保存的页面和临时数据。收藏、观看记录、搜索记录、签到记录和登录状态都会保留。',
  switchAccount: '切换账号',
} as const;
