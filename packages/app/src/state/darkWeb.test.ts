import { api } from '@nocturne/core';
import { beforeEach, expect, test } from 'vitest';
import { aVideo } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { changeGroupBatch, darkWebState, loadDarkWeb } from './darkWeb.ts';
import { installRuntime } from './runtime.ts';

let fake: ReturnType<typeof fakeRuntime>;

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  darkWebState.groups = [];
  fake.server.on(
    api.darkWebGroups,
    ok([{ id: 1, dictCode: '4201', dictName: '午夜剧场', pid: '42', relationMovies: [aVideo(1, { cartoonName: 'first' })] }]),
  );
  fake.server.on(api.changeBatch, ok([aVideo(2, { cartoonName: 'next' })]));
});

test('the groups are the array the call answers; 换一批 sends the original body and puts the batch in its group', async () => {
  await loadDarkWeb();
  expect(darkWebState.groups.map((group) => group.dictName)).toEqual(['午夜剧场']);
  expect(fake.server.received.get(api.darkWebGroups.path)).toEqual([{ dictName: '暗网', type: 0 }]);
  await changeGroupBatch('4201');
  expect(fake.server.received.get(api.changeBatch.path)).toEqual([{ currentPage: 1, dictName: '午夜剧场', type: '4201' }]);
  expect(darkWebState.groups[0]!.relationMovies.map((video) => video.cartoonName)).toEqual(['next']);
  expect(darkWebState.refreshing).toBeNull();
});
