import type { ReactNode } from 'react';
import { NavTarget } from './NavTarget.tsx';
import * as styles from './TabBar.css.ts';

export interface TabBarItem<Key extends string = string> {
  key: Key;
  label: string;
  icon: ReactNode;
  /** When given the tab is a real link (opens in a new tab with a modifier key); plain taps still go through onChange. */
  href?: string;
  /** The raised centre button (暗网). */
  raised?: boolean;
}

export interface TabBarProps<Key extends string = string> {
  items: readonly TabBarItem<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  /** Names the navigation landmark, e.g. 夜曲. */
  label: string;
}

/** The bottom navigation of the tabbed shell: 首页, 专题, 暗网 (raised), 收藏, 我的. */
export function TabBar<Key extends string>({ items, activeKey, onChange, label }: TabBarProps<Key>) {
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          const content = (
            <>
              {item.raised ? (
                <span className={styles.raisedDisc({ active })} aria-hidden>
                  {item.icon}
                </span>
              ) : (
                <span className={styles.icon} aria-hidden>
                  {item.icon}
                </span>
              )}
              <span>{item.label}</span>
            </>
          );
          return (
            <li key={item.key}>
              <NavTarget href={item.href} onNavigate={() => onChange(item.key)} className={styles.tab({ active })} active={active}>
                {content}
              </NavTarget>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
