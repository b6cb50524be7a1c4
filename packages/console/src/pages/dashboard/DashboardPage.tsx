import { zhCNConsole } from '@nocturne/core';
import { Button, IconRefresh, IconWarning, PageHeader, Spinner, StatusNotice } from '@nocturne/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dashboardState, loadDashboard } from '../../state/dashboard.ts';
import { FigureCards } from './FigureCards.tsx';
import { PlaybackCharts } from './PlaybackCharts.tsx';
import { TopVideos } from './TopVideos.tsx';

const text = zhCNConsole.dashboard;

/** Every role's first page: today against yesterday, playback quality, top videos. */
export default function DashboardPage() {
  const dashboard = useSnapshot(dashboardState);
  useEffect(() => {
    void loadDashboard();
  }, []);
  const view = dashboard.view;
  return (
    <>
      <PageHeader
        title={zhCNConsole.pages.dashboard}
        description={view ? text.description(view.today) : undefined}
        actions={
          <Button variant="secondary" icon={<IconRefresh size={16} />} loading={dashboard.status === 'loading' && view !== null} onClick={() => void loadDashboard()}>
            {text.refresh}
          </Button>
        }
      />
      {dashboard.status === 'error' ? (
        <StatusNotice icon={<IconWarning />} message={dashboard.error ?? zhCNConsole.networkFailed} action={<Button onClick={() => void loadDashboard()}>{zhCNConsole.retry}</Button>} />
      ) : null}
      {view ? (
        <>
          <FigureCards figures={view.figures} />
          <PlaybackCharts days={view.playback} />
          <TopVideos videos={view.topVideos} />
        </>
      ) : dashboard.status === 'loading' ? (
        <Spinner />
      ) : null}
    </>
  );
}
