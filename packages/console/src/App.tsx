import { zhCNConsole } from '@nocturne/core';
import { Spinner } from '@nocturne/ui';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SignInPage } from './pages/signIn/SignInPage.tsx';
import { TotpEnrolPage } from './pages/signIn/TotpEnrolPage.tsx';
import { consolePages } from './routes.tsx';
import { ConsoleLayout } from './shell/ConsoleLayout.tsx';
import { NotFound, PageGate } from './shell/PageGate.tsx';
import * as styles from './shell/shell.css.ts';
import { loadSession, sessionState } from './state/session.ts';

/** Signed out: the sign-in page (whatever the address); signed in: the page the address names. */
export function App() {
  const session = useSnapshot(sessionState);
  useEffect(() => {
    void loadSession();
  }, []);
  if (session.status === 'loading') {
    return (
      <div className={styles.centred} role="status" aria-label={zhCNConsole.loading}>
        <Spinner />
      </div>
    );
  }
  if (session.status === 'signedOut') return <SignInPage />;
  if (session.status === 'enrolling') return <TotpEnrolPage />;
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        {consolePages.map((page) =>
          page.path === '' ? (
            <Route key={page.key} index element={<PageGate page={page} />} />
          ) : (
            <Route key={page.key} path={`${page.path}/*`} element={<PageGate page={page} />} />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
