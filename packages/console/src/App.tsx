import { zhCNConsole } from '@nocturne/core';
import { Spinner } from '@nocturne/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SETUP_PATH, SetupPage } from './pages/signIn/SetupPage.tsx';
import { SignInPage } from './pages/signIn/SignInPage.tsx';
import { consolePages } from './routes.tsx';
import { ConsoleLayout } from './shell/ConsoleLayout.tsx';
import { NotFound, PageGate } from './shell/PageGate.tsx';
import * as styles from './shell/shell.css.ts';
import { loadSession, sessionState } from './state/session.ts';

// Shown once to an operator setting up a one-time code: its QR code's library loads only then.
const TotpEnrolPage = lazy(() => import('./pages/signIn/TotpEnrolPage.tsx'));

/** Signed out: the sign-in page (whatever the address); signed in: the page the address names. */
export function App() {
  const session = useSnapshot(sessionState);
  const { pathname } = useLocation();
  useEffect(() => {
    void loadSession();
  }, []);
  const loading = (
    <div className={styles.centred} role="status" aria-label={zhCNConsole.loading}>
      <Spinner />
    </div>
  );
  if (session.status === 'loading') return loading;
  if (session.status === 'signedOut') return pathname === SETUP_PATH ? <SetupPage /> : <SignInPage />;
  if (session.status === 'enrolling') {
    return (
      <Suspense fallback={loading}>
        <TotpEnrolPage />
      </Suspense>
    );
  }
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        {consolePages.map((page) =>
          page.path === '' ? (
            <Route key={page.key} index element={<PageGate page={page} />} />
          ) : page.subPages ? (
            <Route key={page.key} path={page.path}>
              <Route index element={<PageGate page={page} />} />
              {page.subPages.map((sub) => (
                <Route key={sub.path} path={sub.path} element={<PageGate page={page} element={sub.element} />} />
              ))}
            </Route>
          ) : (
            <Route key={page.key} path={`${page.path}/*`} element={<PageGate page={page} />} />
          ),
        )}
        {/* The first owner, made and enrolled: on to the dashboard, the spent link out of the address bar. */}
        <Route path={SETUP_PATH.slice(1)} element={<Navigate to="/" replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
