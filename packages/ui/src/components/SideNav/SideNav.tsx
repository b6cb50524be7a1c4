import * as Tooltip from '@radix-ui/react-tooltip';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { IconBack, IconChevronRight } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { SideNavGroup } from './SideNavGroup.tsx';
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
  /** e.g. 内容, 资金: the heading that folds the section; hidden while collapsed. Without one the section never folds. */
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
  /** The ids of the sections whose pages show (controlled): the app keeps the operator's choice. */
  openSections?: readonly string[];
  /** Uncontrolled, the sections open at first; by default only the current page's. */
  defaultOpenSections?: readonly string[];
  /** A heading pressed, or a page opened in a folded section (which opens it). */
  onOpenSectionsChange?: (openSections: readonly string[]) => void;
  /** The toggle's names, e.g. 收起导航 / 展开导航. */
  labels: { collapse: string; expand: string };
  /** At the bottom: the operator signed in, 退出; given the collapsed state to fit its width. */
  footer?: (collapsed: boolean) => ReactNode;
}

/** How long the pointer rests on an icon before its name shows (Radix's default, 700 ms, felt slow in a rail). */
const TOOLTIP_DELAY_MS = 300;

/**
 * The operator console's side navigation: sections of pages under headings that fold them, so
 * every heading and the pages being worked in fit the window; the current page marked (on its
 * folded section's heading while folded) and scrolled into view; collapsible to an icon rail
 * whose names show as tooltips.
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
  openSections: openSectionsProp,
  defaultOpenSections,
  onOpenSectionsChange,
  labels,
  footer,
}: SideNavProps<Key>) {
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange);
  const activeSection = sections.find((section) => section.items.some((item) => item.key === activeKey));
  const [openSections, setOpenSections] = useControllableState<readonly string[]>(
    openSectionsProp,
    defaultOpenSections ?? (activeSection ? [activeSection.id] : []),
    onOpenSectionsChange,
  );
  // Opening a page in a folded section opens it; only a move to another page does, so the
  // operator may still fold the section they are in.
  const openedFor = useRef<Key | null>(null);
  useLayoutEffect(() => {
    if (!activeSection || openedFor.current === activeKey) return;
    openedFor.current = activeKey;
    if (activeSection.title && !openSections.includes(activeSection.id)) setOpenSections([...openSections, activeSection.id]);
  }, [activeKey, activeSection, openSections, setOpenSections]);
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
            const open = openSections.includes(section.id);
            return (
              <SideNavGroup
                key={section.id}
                section={section}
                idPrefix={listId}
                activeKey={activeKey}
                collapsed={collapsed}
                open={open}
                onToggle={() => setOpenSections(open ? openSections.filter((id) => id !== section.id) : [...openSections, section.id])}
                onNavigate={onNavigate}
              />
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
