/**
 * Double taps move money once: while a money call is on its way its button is
 * busy, and a second tap sends nothing (a double tap on 确认提现 once filed two withdrawals).
 */
import { api, DEFAULT_VIP_PLANS, GOODS_TYPE_VIP, vipPlanGoods, type Envelope, zhCNVip, zhCNWithdraw, zhCNWithdrawal } from '@nocturne/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { emptyToastQueue } from '@nocturne/ui';
import { syncMemberFromStorage } from '../state/member.ts';
import { loadGoods } from '../state/payments.ts';
import { installRuntime } from '../state/runtime.ts';
import { toastState } from '../state/toasts.ts';
import { aMember } from '../test/fixtures.ts';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import PayPage from './pay/PayPage.tsx';
import VipPage from './vip/VipPage.tsx';
import WithdrawPage from './withdraw/WithdrawPage.tsx';

let fake: ReturnType<typeof fakeRuntime>;

function renderPage(page: ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

/** A server answer that waits until the test lets it go, so the call stays in flight. */
function held(answer: Envelope) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: async () => (await gate, answer), release };
}

const sent = (endpoint: { path: string }) => fake.server.received.get(endpoint.path)?.length ?? 0;

beforeEach(async () => {
  toastState.queue = emptyToastQueue;
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  fake.runtime.stores.session.save(aMember({ balance: 100 }), 't-1');
  syncMemberFromStorage();
  fake.server.on(api.memberByCode, ok(aMember({ balance: 100 })));
  const option = { id: 7, commoditySpecification: '10', commodityToSort: 1, duration: '10金币', price: 10, status: 1, time: 0, type: 1 };
  fake.server.on(api.goods, (body) =>
    ok({ optionList: (body as { type: number }).type === GOODS_TYPE_VIP ? DEFAULT_VIP_PLANS.map(vipPlanGoods) : [option], payList: ['支付宝', '微信支付'] }),
  );
  await loadGoods();
});

test('确认提现 tapped twice while the withdrawal is on its way sends one request', async () => {
  fake.server.on(api.uploadAvatar, ok({ file: '/uploads/payment-codes/a.png' }));
  const answer = held({ code: 0, msg: zhCNWithdrawal.submitted, data: null });
  fake.server.on(api.withdraw, answer.handler);
  renderPage(<WithdrawPage />);
  await userEvent.type(screen.getByLabelText(zhCNWithdraw.amount), '10');
  await userEvent.upload(screen.getByLabelText(zhCNWithdraw.code), new File([new Uint8Array([137, 80, 78, 71])], 'code.png', { type: 'image/png' }));
  await waitFor(() => expect(sent(api.uploadAvatar)).toBe(1));
  const confirm = screen.getByRole('button', { name: zhCNWithdraw.confirm });

  await userEvent.dblClick(confirm);
  await userEvent.click(confirm);
  expect(sent(api.withdraw)).toBe(1);
  expect(confirm).toHaveAttribute('aria-busy', 'true');

  answer.release();
  await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
  expect(sent(api.withdraw)).toBe(1);
});

test.each([
  ['VIP 立即升级', () => <VipPage />],
  ['coin top-up 立即升级', () => <PayPage />],
])('%s tapped twice while the order is being made sends one request', async (_name, page) => {
  const answer = held(ok(JSON.stringify({ payurl: '/renren-api/pay/sandbox/P1' })));
  fake.server.on(api.payOrder, answer.handler);
  renderPage(page());
  const submit = screen.getByRole('button', { name: zhCNVip.upgrade });
  // The VIP page asks for the plans on offer first.
  await waitFor(() => expect(submit).toBeEnabled());

  await userEvent.dblClick(submit);
  expect(sent(api.payOrder)).toBe(1);
  expect(submit).toHaveAttribute('aria-busy', 'true');

  answer.release();
  await waitFor(() => expect(fake.runtime.leaveTo).toHaveBeenCalledTimes(1));
  expect(sent(api.payOrder)).toBe(1);
});
