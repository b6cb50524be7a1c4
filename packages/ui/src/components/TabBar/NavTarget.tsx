import type { ReactNode } from 'react';
import { isPlainClick } from '../../events/isPlainClick.ts';

export interface NavTargetProps {
  /** Where the item leads: then a link, whose plain click the app routes and whose other clicks (a new tab) the browser keeps. */
  href?: string;
  /** Reports a plain click on the link, or any click on the button an item without `href` is. */
  onNavigate: () => void;
  className: string;
  active: boolean;
  title?: string;
  children: ReactNode;
}

/** One item of a navigation (TabBar's tab, SideNav's page): a link when it has an address, else a button; the current one is marked for screen readers. */
export function NavTarget({ href, onNavigate, className, active, title, children }: NavTargetProps) {
  const common = { className, title, 'aria-current': active ? ('page' as const) : undefined };
  return href ? (
    <a
      {...common}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate();
      }}
    >
      {children}
    </a>
  ) : (
    <button {...common} type="button" onClick={onNavigate}>
      {children}
    </button>
  );
}
