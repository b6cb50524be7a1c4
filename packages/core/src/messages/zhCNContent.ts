/**
 * The console's Content area (issue 20): what the content calls answer and what the
 * content pages say (videos, uploads, ingest jobs, the catalogue's structure).
 */
export const zhCNContent = {
  // Answers of the content calls.
  mediaNotFound: '剧集引用的媒体不存在',
  notADraft: '该视频不是待发布状态',
  categoryNotFound: '分类不存在',
  categoryTaken: '该分类编码已存在',
  categoryParentMissing: '上级分类不存在',
  categoryInUse: '该分类下还有视频或子分类，不能删除',
  hotWordNotFound: '热词不存在',
  hotWordTaken: '该热词已存在',
  uploadNotFound: '上传不存在或已过期',
  uploadUnfinished: '文件尚未上传完成',
  uploadIngested: '该上传已经入库',
  uploadType: '只能上传视频文件（mp4、mov、mkv、webm、avi、mpeg、ts）',
  uploadTooLarge: '文件超过大小上限',
  uploadNameMissing: '上传须带文件名',
} as const;
