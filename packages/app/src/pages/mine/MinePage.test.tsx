import { vipStatus, zhCNMine, zhCNVip } from '@nocturne/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { syncMemberFromStorage } from '../../state/member.ts';
import { installRuntime } from '../../state/runtime.ts';
import { fakeRuntime } from '../../test/fakeRuntime.ts';
import { aMember } from '../../test/fixtures.ts';
import MinePage from './MinePage.tsx';

let fake: ReturnType<typeof fakeRuntime>;

function renderAs(member: ReturnType<typeof aMember>) {
  fake.runtime.stores.session.save(member, 't-1');
  fake.runtime.stores.identityCard.set();
  syncMemberFromStorage();
  render(
    <MemoryRouter>
      <MinePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
});

test('a VIP member is offered 立即续费 beside the expiry, never 立即升级', () => {
  const vip = aMember({ memberVip: 1, vipPeriod: 2, vipDate: '2099-12-31 00:00:00' });
  renderAs(vip);
  expect(screen.getByRole('button', { name: zhCNVip.renew })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: zhCNVip.upgrade })).not.toBeInTheDocument();
  expect(screen.getByText(vipStatus(vip, fake.runtime.now()).text)).toBeInTheDocument();
});

test('a member without VIP is offered 立即升级', () => {
  renderAs(aMember());
  expect(screen.getByRole('button', { name: zhCNVip.upgrade })).toBeInTheDocument();
  expect(screen.getByText(zhCNMine.notVip)).toBeInTheDocument();
});
