export const zhCNFeedback = {
  title: '意见反馈',
  placeholder: '请写下您的意见或建议',
  required: '请填写留言内容',
  thanks: '感谢您的留言',
  sending: '提交中...',
} as const;
