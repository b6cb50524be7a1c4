export const zhCNTagList = {
  title: '分类',
  /** The first tile of a category: all of its videos. */
  all: '全部',
  videoCount: (count: number) => `${count}部`,
} as const;
