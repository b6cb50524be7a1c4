import { api, zhCNRecords, type RecordItem } from '@nocturne/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { installRuntime } from '../../state/runtime.ts';
import { fakeRuntime, ok } from '../../test/fakeRuntime.ts';
import RecordsPage from './RecordsPage.tsx';

let fake: ReturnType<typeof fakeRuntime>;

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
});

test('a rejected withdrawal says why, as the operator wrote it; an approved one says it arrived', async () => {
  const records: RecordItem[] = [
    { title: 'W00000002', amountSource: '支付宝', price: 20, createTime: '2026-11-27 10:00:00', status: 'rejected', note: '收款码无法识别，请重新上传' },
    { title: 'W00000001', amountSource: '支付宝', price: 30, createTime: '2026-11-26 10:00:00', status: 'approved' },
  ];
  fake.server.on(api.records, ok(records));
  render(
    <MemoryRouter initialEntries={['/order?tab=2']}>
      <RecordsPage />
    </MemoryRouter>,
  );
  expect(await screen.findByText('收款码无法识别，请重新上传')).toBeInTheDocument();
  expect(screen.getAllByText(zhCNRecords.rejectNote)).toHaveLength(1);
  expect(screen.getByText('已驳回')).toBeInTheDocument();
  expect(screen.getByText('已到账')).toBeInTheDocument();
});
