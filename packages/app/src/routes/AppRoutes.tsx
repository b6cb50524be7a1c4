import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { StandalonePageFailed } from '../shell/StandalonePageFailed.tsx';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary.tsx';
import { TabShell } from '../shell/TabShell.tsx';
import { RouteFallback } from '../shell/RouteFallback.tsx';
import { paths } from './paths.ts';
import { VideoRoute } from './playerChunk.ts';
import { retryableLazy } from './retryableLazy.ts';

// Every page is its own chunk; the player's chunk alone pulls in hls.js. A chunk that fails
// to arrive (offline) is imported again on 重试.
const page = (load: () => Promise<{ default: ComponentType }>): ComponentType => retryableLazy(load);

const TopicsPage = page(() => import('../pages/topics/TopicsPage.tsx'));
const DarkWebPage = page(() => import('../pages/darkweb/DarkWebPage.tsx'));
const FavouritesPage = page(() => import('../pages/favourites/FavouritesPage.tsx'));
const MinePage = page(() => import('../pages/mine/MinePage.tsx'));

/** Pages without the tab bar (docs/product.md section 2). */
const standalonePages: ReadonlyArray<readonly [string, ComponentType]> = [
  [paths.videoinfo, VideoRoute],
  [paths.history, page(() => import('../pages/history/HistoryPage.tsx'))],
  [paths.vip, page(() => import('../pages/vip/VipPage.tsx'))],
  [paths.pay, page(() => import('../pages/pay/PayPage.tsx'))],
  [paths.cateInfo, page(() => import('../pages/subject/SubjectPage.tsx'))],
  [paths.sreinfo, page(() => import('../pages/search/SearchResultsPage.tsx'))],
  [paths.sreach, page(() => import('../pages/search/SearchPage.tsx'))],
  [paths.centersetting, page(() => import('../pages/settings/SettingsPage.tsx'))],
  [paths.login, page(() => import('../pages/login/LoginPage.tsx'))],
  [paths.setpaw, page(() => import('../pages/password/ChangePasswordPage.tsx'))],
  [paths.setinfo, page(() => import('../pages/profile/PersonalInfoPage.tsx'))],
  [paths.share, page(() => import('../pages/share/SharePage.tsx'))],
  [paths.feed, page(() => import('../pages/feedback/FeedbackPage.tsx'))],
  [paths.codelist, page(() => import('../pages/invites/InvitedListPage.tsx'))],
  [paths.taglist, page(() => import('../pages/taglist/TagListPage.tsx'))],
  [paths.agent, page(() => import('../pages/agent/FundPage.tsx'))],
  [paths.tx, page(() => import('../pages/withdraw/WithdrawPage.tsx'))],
  [paths.order, page(() => import('../pages/records/RecordsPage.tsx'))],
  [paths.sign, page(() => import('../pages/sign/SignPage.tsx'))],
  [paths.service, page(() => import('../pages/chat/ChatPage.tsx'))],
  [paths.offline, page(() => import('../pages/offline/OfflinePage.tsx'))],
];

/**
 * docs/product.md's route table. Home itself is rendered by KeptAliveHome outside these routes so
 * that its tag, list and scroll survive every other page; its index route renders nothing.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Tab pages catch their own failures inside the shell (the tab bar stays); a standalone
    // page's failure lands here.
    <RouteErrorBoundary resetKey={pathname} fallback={(retry) => <StandalonePageFailed onRetry={retry} />}>
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route path={paths.home} element={<TabShell />}>
            <Route index element={null} />
            <Route path={paths.category.slice(1)} element={<TopicsPage />} />
            <Route path={paths.publish.slice(1)} element={<DarkWebPage />} />
            <Route path={paths.collengt.slice(1)} element={<FavouritesPage />} />
            <Route path={paths.mine.slice(1)} element={<MinePage />} />
          </Route>
          {standalonePages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
