export const zhCNChat = {
  title: '在线客服',
  placeholder: '请输入内容',
  send: '发送',
  image: '发送图片',
  imageAlt: '图片消息',
  required: '请输入内容',
} as const;
