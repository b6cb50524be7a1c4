import { clearCache, CLEARED_ON_CLEAR_CACHE, formatCacheSize, localDataSize, zhCN, zhCNSettings } from '@nocturne/core';
import { ConfirmDialog, IconChevronRight } from '@nocturne/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { clearOfflineCopy, offlineCopySize } from '../../offline/offlineCopyStorage.ts';
import { runtime } from '../../state/runtime.ts';
import { showToast } from '../../state/toasts.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

/** What 清除缓存 would remove: the cached local data and the offline copy of the app. */
async function cacheSize(): Promise<number> {
  return localDataSize(runtime().local, undefined, CLEARED_ON_CLEAR_CACHE) + (await offlineCopySize());
}

/**
 * Settings (/centersetting): personal info, change password, clear cache with its real size
 * (after a confirmation that says what goes: caches only, never the member's favourites,
 * history, search history, sign-in days or session), switch account.
 */
export default function SettingsPage() {
  const navigate = useNavigate();
  const [size, setSize] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const measure = useCallback(() => void cacheSize().then(setSize), []);
  useEffect(measure, [measure]);
  const clear = async () => {
    setConfirming(false);
    clearCache(runtime().local);
    await clearOfflineCopy().catch(() => undefined);
    measure();
    showToast(zhCNSettings.cleared);
  };
  return (
    <Page title={zhCNSettings.title}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.row} onClick={() => void navigate(paths.setinfo)}>
            {zhCNSettings.personalInfo}
            <IconChevronRight />
          </button>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => void navigate(paths.setpaw)}>
            {zhCNSettings.changePassword}
            <IconChevronRight />
          </button>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => setConfirming(true)}>
            {zhCNSettings.clearCache}
            <span className={styles.muted}>{formatCacheSize(size)}</span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => void navigate(paths.login)}>
            {zhCNSettings.switchAccount}
            <IconChevronRight />
          </button>
        </li>
      </ul>
      <ConfirmDialog
        open={confirming}
        title={zhCNSettings.clearCacheTitle}
        message={zhCNSettings.clearCacheMessage}
        confirmLabel={zhCN.common.confirm}
        cancelLabel={zhCN.common.cancel}
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
