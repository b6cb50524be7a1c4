import { zhCN } from '@nocturne/core';
import { NavLink } from 'react-router-dom';
import { TAB_PATHS } from '../routes/paths.ts';
import * as styles from './shell.css.ts';

const labels = [zhCN.tabs.home, zhCN.tabs.category, zhCN.tabs.publish, zhCN.tabs.collengt, zhCN.tabs.mine];

export function AppTabBar() {
  return (
    <nav className={styles.tabBarDock} aria-label={zhCN.app.name}>
      {TAB_PATHS.map((path, index) => (
        <NavLink key={path} to={path} end>
          {labels[index]}
        </NavLink>
      ))}
    </nav>
  );
}
