import { zhCN } from '@nocturne/core';
import { Button, IconRefresh, IconWarning, StatusNotice } from '@nocturne/ui';
import { useBackOnline, useOnline } from './online.ts';

/**
 * What a page shows when it (its code or its data) did not load: why, and 重试. Coming back
 * online retries by itself, so a member who reconnects need not look for the button.
 */
export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  useBackOnline(onRetry);
  return (
    <StatusNotice
      icon={<IconWarning />}
      message={online ? `${zhCN.common.pageFailed}，${zhCN.common.pageFailedHint}` : zhCN.common.offline}
      action={
        <Button variant="secondary" size="small" icon={<IconRefresh />} onClick={onRetry}>
          {zhCN.common.retry}
        </Button>
      }
    />
  );
}
