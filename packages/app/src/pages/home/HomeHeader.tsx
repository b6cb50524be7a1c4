import { zhCN } from '@nocturne/core';
import { IconButton, IconCalendarCheck, IconClock, IconHeadset, IconMenu, IconSearch } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { configState } from '../../state/config.ts';
import { runtime } from '../../state/runtime.ts';
import * as styles from './home.css.ts';

/** Logo, search box (focus opens /sreach), sign-in, history, customer service and the tag menu. */
export function HomeHeader() {
  const navigate = useNavigate();
  const { config } = useSnapshot(configState);
  const openService = () => {
    // docs/product.md: the audio icon opens customer service in a new tab.
    runtime().openExternal(config?.serviceUrl || paths.service);
  };
  return (
    <header className={styles.header}>
      <span className={styles.logo}>{zhCN.app.name}</span>
      <button type="button" className={styles.searchBox} onClick={() => void navigate(paths.sreach)}>
        <IconSearch />
        <span>{zhCN.home.searchPlaceholder}</span>
      </button>
      <IconButton label={zhCN.labels.signIn} icon={<IconCalendarCheck />} onClick={() => void navigate(paths.sign)} />
      <IconButton label={zhCN.labels.watchHistory} icon={<IconClock />} onClick={() => void navigate(paths.history)} />
      <IconButton label={zhCN.labels.service} icon={<IconHeadset />} onClick={openService} />
      <IconButton label={zhCN.labels.allCategories} icon={<IconMenu />} onClick={() => void navigate(paths.taglist)} />
    </header>
  );
}
