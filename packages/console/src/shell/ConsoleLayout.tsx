import { zhCNConsole } from '@nocturne/core';
import { SideNav, ToastViewport, type SideNavSection } from '@nocturne/ui';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { consolePages, pageAt, pageHref, type ConsoleSectionId } from '../routes.tsx';
import { mayUse, sessionState } from '../state/session.ts';
import { navSections, setOpenNavSections } from '../state/navSections.ts';
import { expireToast, toastState } from '../state/outcome.ts';
import { NavFooter } from './NavFooter.tsx';
import * as styles from './shell.css.ts';

/** Below this width (a tablet held upright) the navigation starts as icons only. */
const NARROW = '(max-width: 1023px)';

/** The signed-in console: the navigation of the role's pages, and the page. */
export function ConsoleLayout() {
  const session = useSnapshot(sessionState);
  const toasts = useSnapshot(toastState);
  const openSections = useSnapshot(navSections).open;
  const navigate = useNavigate();
  const location = useLocation();
  const view = session.view;
  const sections = useMemo(() => {
    const shown = consolePages.filter((page) => !page.unlisted && mayUse(view, page.right));
    return (Object.keys(zhCNConsole.sections) as ConsoleSectionId[])
      .map((id): SideNavSection => ({
        id,
        title: id === 'overview' ? undefined : zhCNConsole.sections[id],
        items: shown.filter((page) => page.section === id).map((page) => ({ key: page.key, label: page.navLabel, icon: page.icon, href: pageHref(page) })),
      }))
      .filter((section) => section.items.length > 0);
  }, [view]);
  const active = pageAt(location.pathname);
  const narrow = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;
  return (
    <div className={styles.frame}>
      <div className={styles.navColumn}>
        <SideNav
          label={zhCNConsole.navLabel}
          brand={zhCNConsole.brand}
          brandShort={zhCNConsole.brandShort}
          sections={sections}
          activeKey={active?.key ?? ''}
          defaultCollapsed={narrow}
          // Until the operator folds or opens a section, the kit opens the current page's only.
          openSections={openSections ?? undefined}
          onOpenSectionsChange={setOpenNavSections}
          onNavigate={(key) => {
            const page = consolePages.find((candidate) => candidate.key === key);
            if (page) navigate(`/${page.path}`);
          }}
          labels={zhCNConsole.nav}
          footer={(collapsed) => (view ? <NavFooter name={view.operator.name} role={view.operator.role} collapsed={collapsed} onAccount={() => navigate('/account')} /> : null)}
        />
      </div>
      <main className={styles.main}>
        <Outlet />
      </main>
      <ToastViewport className={styles.toasts} toasts={toasts.queue.toasts} onExpire={expireToast} />
    </div>
  );
}
