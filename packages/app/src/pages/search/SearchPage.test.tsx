import { api, zhCNSearch } from '@nocturne/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { catalogueState } from '../../state/catalogue.ts';
import { installRuntime } from '../../state/runtime.ts';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import SearchPage from './SearchPage.tsx';

let fake: ReturnType<typeof fakeRuntime>;

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  catalogueState.hotWords = [];
});

test('hot words that failed to load (offline) come once the browser is back online', async () => {
  fake.server.on(api.hotSearch, () => Promise.reject(new TypeError('Failed to fetch')));
  render(
    <MemoryRouter>
      <SearchPage />
    </MemoryRouter>,
  );
  await expect.poll(() => fake.server.received.get(api.hotSearch.path)?.length ?? 0).toBe(1);
  expect(screen.queryByText(zhCNSearch.hot)).not.toBeInTheDocument();

  fake.server.on(api.hotSearch, ok(['办公室', '校园']));
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('办公室')).toBeInTheDocument();
  expect(screen.getByText(zhCNSearch.hot)).toBeInTheDocument();
});
