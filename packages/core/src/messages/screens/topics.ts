export const zhCNTopics = {
  title: '专题',
} as const;
