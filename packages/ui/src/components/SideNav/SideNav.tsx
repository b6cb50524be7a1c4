import * as Tooltip from '@radix-ui/react-tooltip';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { NavTarget } from '../TabBar/NavTarget.tsx';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { IconBack, IconChevronRight } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import * as styles from './SideNav.css.ts';

export interface SideNavItem<Key extends string = string> {
  key: Key;
  label: string;
  icon: ReactNode;
  /** A real link: a modified click opens it in a new tab; a plain click goes through onNavigate. */
  href?: string;
  /** Work waiting there, e.g. 12 withdrawals: the figure is shown, `label` is what is read. */
  badge?: { count: number; label: string };
}

export interface SideNavSection<Key extends string = string> {
  id: string;
  /** e.g. 内容, 资金; hidden while collapsed. */
  title?: string;
  items: readonly SideNavItem<Key>[];
}

export interface SideNavProps<Key extends string = string> {
  /** Names the navigation landmark, e.g. 运营后台. */
  label: string;
  /** The console's name at the top, e.g. 夜曲运营后台; its first letter while collapsed is the app's to give (`brandShort`). */
  brand: string;
  brandShort: string;
  sections: readonly SideNavSection<Key>[];
  activeKey: Key;
  onNavigate: (key: Key) => void;
  /** Icons only, for a tablet: the labels stay the links' names and their tooltips. */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The toggle's names, e.g. 收起导航 / 展开导航. */
  labels: { collapse: string; expand: string };
  /** At the bottom: the operator signed in, 退出; given the collapsed state to fit its width. */
  footer?: (collapsed: boolean) => ReactNode;
}

/** How long the pointer rests on an icon before its name shows (Radix's default, 700 ms, felt slow in a rail). */
const TOOLTIP_DELAY_MS = 300;

/**
 * The operator console's side navigation: sections of pages under their headings, the current one
 * marked and scrolled into view (a long list scrolls inside the nav), collapsible to icons whose
 * names show as tooltips.
 */
export function SideNav<Key extends string>({
  label,
  brand,
  brandShort,
  sections,
  activeKey,
  onNavigate,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  labels,
  footer,
}: SideNavProps<Key>) {
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeKey]);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <nav className={styles.nav({ collapsed })} aria-label={label}>
        <div className={styles.brand} title={collapsed ? brand : undefined}>
          <span aria-hidden={collapsed || undefined}>{collapsed ? brandShort : brand}</span>
          {collapsed ? <span className={visuallyHidden}>{brand}</span> : null}
        </div>
        <div id={listId} ref={listRef} className={styles.sections}>
          {sections.map((section) => {
            const titleId = `${listId}-${section.id}`;
            return (
              // A group, not a region: the sections are not landmarks of their own.
              <div key={section.id} role="group" className={styles.section} aria-labelledby={section.title ? titleId : undefined}>
                {section.title ? (
                  <h2 id={titleId} className={collapsed ? visuallyHidden : styles.sectionTitle}>
                    {section.title}
                  </h2>
                ) : null}
                <ul className={styles.list}>
                  {section.items.map((item) => {
                    const active = item.key === activeKey;
                    const content = (
                      <>
                        <span className={styles.icon} aria-hidden>
                          {item.icon}
                        </span>
                        <span className={collapsed ? visuallyHidden : styles.itemLabel}>{item.label}</span>
                        {item.badge && item.badge.count > 0 ? (
                          <>
                            <span className={styles.badge({ collapsed })} aria-hidden>
                              {collapsed ? null : item.badge.count}
                            </span>
                            <span className={visuallyHidden}>{item.badge.label}</span>
                          </>
                        ) : null}
                      </>
                    );
                    const target = (
                      <NavTarget href={item.href} onNavigate={() => onNavigate(item.key)} className={styles.item({ active, collapsed })} active={active}>
                        {content}
                      </NavTarget>
                    );
                    return (
                      <li key={item.key}>
                        {collapsed ? (
                          // While only the icon shows, its name shows beside it on hover and on keyboard focus.
                          <Tooltip.Root>
                            <Tooltip.Trigger asChild>
                              <span className={styles.tooltipTarget}>{target}</span>
                            </Tooltip.Trigger>
                            <Tooltip.Portal>
                              <Tooltip.Content side="right" sideOffset={6} className={styles.tooltip}>
                                {item.label}
                              </Tooltip.Content>
                            </Tooltip.Portal>
                          </Tooltip.Root>
                        ) : (
                          target
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
        {footer ? <div className={styles.footer}>{footer(collapsed)}</div> : null}
        <button
          type="button"
          className={styles.toggle({ collapsed })}
          aria-controls={listId}
          aria-expanded={!collapsed}
          aria-label={collapsed ? labels.expand : labels.collapse}
          title={collapsed ? labels.expand : undefined}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <IconChevronRight size={18} /> : <IconBack size={18} />}
          {collapsed ? null : <span aria-hidden>{labels.collapse}</span>}
        </button>
      </nav>
    </Tooltip.Provider>
  );
}
