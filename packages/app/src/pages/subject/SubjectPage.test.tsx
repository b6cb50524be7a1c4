import { api, type AdGroups, type AdItem } from '@nocturne/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { subjectPath } from '../../routes/paths.ts';
import { configState, resetConfig } from '../../state/config.ts';
import { installRuntime } from '../../state/runtime.ts';
import { aConfig, aVideo } from '../../test/fixtures.ts';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import SubjectPage from './SubjectPage.tsx';

const randomAd: AdItem = { id: 7, img: '/ad.png', title: '合作推广', url: 'https://example.com', adtype: 1, status: 1, type: 0 };
const item = { path: '', sonTypeCode: '81,82', code: '34', title: '华语大制作' };

beforeEach(() => {
  const fake = fakeRuntime();
  installRuntime(fake.runtime);
  resetConfig();
  // One full page, then the end.
  fake.server.on(api.subjectMovies, (body) =>
    ok((body as { currentPage: number }).currentPage === 1 ? Array.from({ length: 10 }, (_, i) => aVideo(i + 1, { cartoonName: `片${i}` })) : []),
  );
});

test('a subject page of 10 videos shows one random ad, in the 10th slot, mixed in by the app alone', async () => {
  configState.config = aConfig({ showAd: true, showRandomAd: true });
  configState.ads = { randomad: [randomAd] } as unknown as AdGroups;
  render(
    <MemoryRouter initialEntries={[subjectPath(item)]}>
      <SubjectPage />
    </MemoryRouter>,
  );
  const list = await screen.findByRole('list', { name: item.title });
  await within(list).findByText('片0');
  const cells = within(list).getAllByRole('listitem');
  expect(cells).toHaveLength(11);
  expect(within(cells[9]!).getByText(randomAd.title)).toBeInTheDocument();
  expect(within(list).getAllByText(randomAd.title)).toHaveLength(1);
});
