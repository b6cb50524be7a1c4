import { zhCN } from '@nocturne/core';
import { Page } from '../pages/common/Page.tsx';
import { PageFailed } from '../pages/common/PageFailed.tsx';

/** A page without the tab bar that failed: its bar with 返回, why, and 重试. */
export function StandalonePageFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Page title={zhCN.app.name}>
      <PageFailed onRetry={onRetry} />
    </Page>
  );
}
