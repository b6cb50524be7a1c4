import { api } from '@nocturne/core';
import { beforeEach, expect, test } from 'vitest';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { loadRecords, recordsState, resetRecords } from './records.ts';
import { installRuntime } from './runtime.ts';

let fake: ReturnType<typeof fakeRuntime>;
const record = { title: '测试视频 第1集', amountSource: '购买剧集', price: -2, createTime: '2026-06-01 12:00:00', status: '' };

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  resetRecords();
});

test('a tab is the array the call answers, loaded once per visit', async () => {
  fake.server.on(api.records, ok([record]));
  await loadRecords(1);
  await loadRecords(1);
  expect(recordsState.tabs[1]).toEqual([record]);
  expect(fake.server.received.get(api.records.path)).toEqual([{ index: 1 }]);
  resetRecords();
  expect(recordsState.tabs[1]).toBeUndefined();
});

test('a tab that fails to load reaches the page and stays unloaded, so 重试 asks again', async () => {
  fake.server.on(api.records, { code: 5000, msg: 'boom', data: null });
  await expect(loadRecords(0)).rejects.toThrow();
  expect(recordsState.tabs[0]).toBeUndefined();
  fake.server.on(api.records, ok([record]));
  await loadRecords(0);
  expect(recordsState.tabs[0]).toEqual([record]);
});
