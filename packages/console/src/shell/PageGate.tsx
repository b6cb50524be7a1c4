import { zhCNConsole } from '@nocturne/core';
import { Button, IconLock, IconWarning, PageHeader, Spinner, StatusNotice } from '@nocturne/ui';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ConsolePage, SubPage } from '../routes.tsx';
import { mayUse, sessionState } from '../state/session.ts';

/** A page (or one of its sub-pages) if the role has the page's right; otherwise a refusal that says whose role may not. */
export function PageGate({ page, element = page.element }: { page: ConsolePage; element?: SubPage['element'] }) {
  const session = useSnapshot(sessionState);
  if (!session.view || !mayUse(session.view, page.right)) return <Refusal />;
  const Page = element;
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}

function Refusal() {
  const session = useSnapshot(sessionState);
  const navigate = useNavigate();
  const text = zhCNConsole.refusal;
  return (
    <>
      <PageHeader title={text.title} />
      <StatusNotice
        icon={<IconLock />}
        message={session.view ? text.message(session.view.operator.role) : text.title}
        hint={text.hint}
        action={<Button onClick={() => navigate('/')}>{text.home}</Button>}
      />
    </>
  );
}

export function NotFound() {
  const navigate = useNavigate();
  return (
    <StatusNotice
      icon={<IconWarning />}
      message={zhCNConsole.notFound.title}
      action={<Button onClick={() => navigate('/')}>{zhCNConsole.notFound.home}</Button>}
    />
  );
}
