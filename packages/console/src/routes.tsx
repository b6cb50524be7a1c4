/**
 * The console's one table of pages: where each lives, the right it needs, its name in the side
 * navigation, and its code (loaded when first opened). The navigation shows a role only the
 * pages it has the right for; opening another shows the refusal (shell/PageGate). A page's
 * sub-pages (a video's edit page under 视频管理) are listed with it and need the same right.
 * Each area's pages live in pages/<area>/ and add their rows here.
 */
import { consoleMoney, consoleSupport, zhCNConsole, zhCNContent, type OperatorRight } from '@nocturne/core';
import {
  IconCalendarCheck,
  IconCoin,
  IconDanmaku,
  IconHeadset,
  IconHome,
  IconImage,
  IconList,
  IconLock,
  IconLog,
  IconPlay,
  IconReceipt,
  IconSliders,
  IconTopics,
  IconUpload,
  IconUser,
  IconWarning,
} from '@nocturne/ui';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export type ConsoleSectionId = keyof typeof zhCNConsole.sections;

export interface ConsolePage {
  /** The navigation's key. */
  key: string;
  /** Under /console; '' is the dashboard. */
  path: string;
  /** null: any signed-in operator. */
  right: OperatorRight | null;
  navLabel: string;
  section: ConsoleSectionId;
  icon: ReactNode;
  element: LazyExoticComponent<ComponentType>;
  /** Pages under this one's path (`:code` is read with useParams); the navigation shows this page as theirs. */
  subPages?: readonly SubPage[];
  /** Reached from elsewhere (the account link at the nav's foot), not listed in the navigation. */
  unlisted?: boolean;
}

export interface SubPage {
  /** Below the page's path, e.g. 'videos/:code'. */
  path: string;
  element: LazyExoticComponent<ComponentType>;
}

const pages = zhCNConsole.pages;

export const consolePages: readonly ConsolePage[] = [
  { key: 'dashboard', path: '', right: 'dashboard', navLabel: pages.dashboard, section: 'overview', icon: <IconHome />, element: lazy(() => import('./pages/dashboard/DashboardPage.tsx')) },
  {
    key: 'content',
    path: 'content',
    right: 'videos',
    navLabel: pages.content,
    section: 'content',
    icon: <IconPlay />,
    element: lazy(() => import('./pages/content/VideosPage.tsx')),
    subPages: [
      { path: 'jobs/:id', element: lazy(() => import('./pages/content/JobPage.tsx')) },
      { path: 'videos/:code', element: lazy(() => import('./pages/content/VideoEditPage.tsx')) },
    ],
  },
  { key: 'contentUpload', path: 'content/upload', right: 'ingest', navLabel: zhCNContent.nav.upload, section: 'content', icon: <IconUpload />, element: lazy(() => import('./pages/content/UploadPage.tsx')) },
  { key: 'catalogue', path: 'content/structure', right: 'topics', navLabel: zhCNContent.nav.structure, section: 'content', icon: <IconTopics />, element: lazy(() => import('./pages/content/StructurePage.tsx')) },
  { key: 'money', path: 'money', right: 'withdrawals', navLabel: consoleMoney.nav.withdrawals, section: 'money', icon: <IconCoin />, element: lazy(() => import('./pages/money/WithdrawalsPage.tsx')) },
  { key: 'orders', path: 'money/orders', right: 'orders', navLabel: consoleMoney.nav.orders, section: 'money', icon: <IconReceipt />, element: lazy(() => import('./pages/money/OrdersPage.tsx')) },
  { key: 'reconcile', path: 'money/reconcile', right: 'orders', navLabel: consoleMoney.nav.reconcile, section: 'money', icon: <IconCalendarCheck />, element: lazy(() => import('./pages/money/ReconcilePage.tsx')) },
  { key: 'ledger', path: 'money/ledger', right: 'ledgers', navLabel: consoleMoney.nav.ledger, section: 'money', icon: <IconList />, element: lazy(() => import('./pages/money/LedgerPage.tsx')) },
  {
    key: 'members',
    path: 'members',
    right: 'members',
    navLabel: pages.members,
    section: 'members',
    icon: <IconUser />,
    element: lazy(() => import('./pages/members/MemberSearchPage.tsx')),
    subPages: [{ path: ':code', element: lazy(() => import('./pages/members/MemberViewPage.tsx')) }],
  },
  { key: 'support', path: 'support', right: 'chats', navLabel: consoleSupport.nav.chats, section: 'support', icon: <IconHeadset />, element: lazy(() => import('./pages/support/ChatsPage.tsx')) },
  { key: 'reports', path: 'support/reports', right: 'reports', navLabel: consoleSupport.nav.reports, section: 'content', icon: <IconWarning />, element: lazy(() => import('./pages/support/ReportsPage.tsx')) },
  { key: 'danmaku', path: 'support/danmaku', right: 'danmaku', navLabel: consoleSupport.nav.danmaku, section: 'content', icon: <IconDanmaku />, element: lazy(() => import('./pages/support/DanmakuPage.tsx')) },
  { key: 'siteConfig', path: 'site/config', right: 'site', navLabel: pages.siteConfig, section: 'site', icon: <IconSliders />, element: lazy(() => import('./pages/site/SiteConfigPage.tsx')) },
  { key: 'ads', path: 'site/ads', right: 'ads', navLabel: pages.ads, section: 'site', icon: <IconImage />, element: lazy(() => import('./pages/site/AdsPage.tsx')) },
  { key: 'operators', path: 'site/operators', right: 'operators', navLabel: pages.operators, section: 'site', icon: <IconLock />, element: lazy(() => import('./pages/site/OperatorsPage.tsx')) },
  { key: 'audit', path: 'site/audit', right: 'audit', navLabel: pages.audit, section: 'site', icon: <IconLog />, element: lazy(() => import('./pages/site/AuditPage.tsx')) },
  { key: 'account', path: 'account', right: null, navLabel: zhCNConsole.account.navLabel, section: 'overview', icon: <IconUser />, element: lazy(() => import('./pages/account/AccountPage.tsx')), unlisted: true },
];

/**
 * The page a location shows: the longest path that starts it (`/console/site/ads/3` is the ads
 * page). Takes the browser's path or the router's, which is inside its `/console` basename.
 */
export function pageAt(pathname: string): ConsolePage | null {
  const inside = pathname
    .replace(/^\/console(?=\/|$)/, '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');
  const matches = consolePages.filter((page) => (page.path === '' ? inside === '' : inside === page.path || inside.startsWith(`${page.path}/`)));
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}

export const pageHref = (page: Pick<ConsolePage, 'path'>): string => `/console/${page.path}`;
