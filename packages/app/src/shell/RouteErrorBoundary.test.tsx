import { zhCN } from '@nocturne/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { PageFailed } from '../pages/common/PageFailed.tsx';
import { retryableLazy } from '../routes/retryableLazy.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

// React reports every error an error boundary catches on the console; these are expected.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

/** A page whose chunk fails (offline) until `online` is set. */
function flakyPage() {
  const network = { online: false };
  const load = vi.fn(async () => {
    if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <h1>专题</h1> };
  });
  return { Page: retryableLazy(load), load, network };
}

function renderRoute(Page: ReturnType<typeof flakyPage>['Page']) {
  return render(
    <RouteErrorBoundary resetKey="/category" fallback={(retry) => <PageFailed onRetry={retry} />}>
      <Suspense fallback={<p>{zhCN.common.loading}</p>}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

test('a page whose chunk failed says why and offers 重试, which imports the chunk again', async () => {
  const { Page, load, network } = flakyPage();
  renderRoute(Page);
  const retry = await screen.findByRole('button', { name: zhCN.common.retry });
  expect(screen.getByRole('status')).toHaveTextContent(zhCN.common.pageFailed);
  await userEvent.click(retry);
  expect(await screen.findByRole('button', { name: zhCN.common.retry })).toBeInTheDocument();
  network.online = true;
  await userEvent.click(screen.getByRole('button', { name: zhCN.common.retry }));
  expect(await screen.findByRole('heading', { name: '专题' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
});

test('coming back online retries by itself, without a reload', async () => {
  const { Page, network } = flakyPage();
  renderRoute(Page);
  await screen.findByRole('button', { name: zhCN.common.retry });
  network.online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('heading', { name: '专题' })).toBeInTheDocument();
});
