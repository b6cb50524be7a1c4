import * as Tooltip from '@radix-ui/react-tooltip';
import { IconChevronDown } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { NavTarget } from '../TabBar/NavTarget.tsx';
import type { SideNavItem, SideNavSection } from './SideNav.tsx';
import * as styles from './SideNav.css.ts';

export interface SideNavGroupProps<Key extends string> {
  section: SideNavSection<Key>;
  /** Ids made unique within the page. */
  idPrefix: string;
  activeKey: Key;
  collapsed: boolean;
  /** Its pages show (a section without a title always shows them). */
  open: boolean;
  onToggle: () => void;
  onNavigate: (key: Key) => void;
}

/**
 * One section of the side navigation: its heading folds it (Ant Design Pro's inline menu), so
 * the sections the operator is not working in take one row each. In the icon rail there is no
 * heading to press: every icon shows, the heading stays only as the group's name.
 */
export function SideNavGroup<Key extends string>({ section, idPrefix, activeKey, collapsed, open, onToggle, onNavigate }: SideNavGroupProps<Key>) {
  const titleId = `${idPrefix}-${section.id}`;
  const listId = `${titleId}-pages`;
  const foldable = Boolean(section.title) && !collapsed;
  const shown = !foldable || open;
  const holdsActive = section.items.some((item) => item.key === activeKey);
  return (
    // A group, not a region: the sections are not landmarks of their own.
    <div role="group" className={styles.section} aria-labelledby={section.title ? titleId : undefined}>
      {section.title ? (
        foldable ? (
          <h2 className={styles.sectionHeading}>
            <button
              type="button"
              id={titleId}
              className={styles.sectionToggle({ holdsActive: holdsActive && !open })}
              aria-expanded={open}
              aria-controls={listId}
              onClick={onToggle}
            >
              <span className={styles.itemLabel}>{section.title}</span>
              <IconChevronDown size={16} className={styles.chevron({ open })} />
            </button>
          </h2>
        ) : (
          <h2 id={titleId} className={visuallyHidden}>
            {section.title}
          </h2>
        )
      ) : null}
      {/* Folded, the pages leave the accessibility tree too: a screen reader hears the heading and its state. */}
      <ul id={listId} className={styles.list} hidden={!shown}>
        {section.items.map((item) => (
          <li key={item.key}>
            <SideNavLink item={item} active={item.key === activeKey} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface SideNavLinkProps<Key extends string> {
  item: SideNavItem<Key>;
  active: boolean;
  collapsed: boolean;
  onNavigate: (key: Key) => void;
}

function SideNavLink<Key extends string>({ item, active, collapsed, onNavigate }: SideNavLinkProps<Key>) {
  const target = (
    <NavTarget href={item.href} onNavigate={() => onNavigate(item.key)} className={styles.item({ active, collapsed })} active={active}>
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
    </NavTarget>
  );
  if (!collapsed) return target;
  // While only the icon shows, its name shows beside it on hover and on keyboard focus.
  return (
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
  );
}
