import { zhCN, zhCNVideo } from '@nocturne/core';

/** The player stage's words, but the failure's (the page picks that by its reason). */
export const shellLabels = {
  back: zhCN.common.back,
  loading: zhCN.common.loading,
  retry: zhCN.common.retry,
  previewEnded: zhCNVideo.previewEnded,
  unlock: zhCNVideo.buyVip,
};
