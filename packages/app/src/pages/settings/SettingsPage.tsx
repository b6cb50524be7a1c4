import { clearCache, formatCacheSize, localDataSize, zhCN } from '@nocturne/core';
import { IconChevronRight } from '@nocturne/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { syncLocalLists } from '../../state/localLists.ts';
import { runtime } from '../../state/runtime.ts';
import { showToast } from '../../state/toasts.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

/** Settings (/centersetting): personal info, change password, clear cache with its real size, switch account. */
export default function SettingsPage() {
  const navigate = useNavigate();
  const [size, setSize] = useState(() => localDataSize(runtime().local));
  const clear = () => {
    clearCache(runtime().local);
    syncLocalLists();
    setSize(localDataSize(runtime().local));
    showToast(zhCN.settings.cleared);
  };
  return (
    <Page title={zhCN.settings.title}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.row} onClick={() => void navigate(paths.setinfo)}>
            {zhCN.settings.personalInfo}
            <IconChevronRight />
          </button>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => void navigate(paths.setpaw)}>
            {zhCN.settings.changePassword}
            <IconChevronRight />
          </button>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={clear}>
            {zhCN.settings.clearCache}
            <span className={styles.muted}>{formatCacheSize(size)}</span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => void navigate(paths.login)}>
            {zhCN.settings.switchAccount}
            <IconChevronRight />
          </button>
        </li>
      </ul>
    </Page>
  );
}
