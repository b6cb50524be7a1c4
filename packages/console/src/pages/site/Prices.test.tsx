import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { siteState } from '../../state/site.ts';
import { ok, serverAnswers } from '../../test/serverAnswers.ts';
import { Prices } from './Prices.tsx';

const plans = [
  { index: 0, days: 30, price: 30, enabled: true },
  { index: 1, days: 365, price: 198, enabled: true },
];

beforeEach(() => {
  Object.assign(siteState, { prices: { vipPlans: plans, coinOptions: [], payChannels: [] }, status: 'ready', error: null, saving: false });
});

test("a VIP plan's 编辑 opens a drawer named after that plan; 保存 sends it and closes the drawer", async () => {
  const requests = serverAnswers(ok({ ...plans[1], price: 168 }));
  render(<Prices />);
  const yearRow = screen.getByRole('rowheader', { name: '365天' }).closest('tr')!;
  await userEvent.click(within(yearRow).getByRole('button', { name: '编辑' }));
  const drawer = screen.getByRole('dialog', { name: '编辑 VIP 套餐：365天' });
  const price = within(drawer).getByRole('spinbutton', { name: /价格/ });
  await userEvent.clear(price);
  await userEvent.type(price, '168');
  await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
  await screen.findByRole('cell', { name: '¥168' });
  expect(requests).toMatchObject([{ method: 'PUT', url: '/admin/vip-plans/1', body: { price: 168, days: 365 } }]);
  expect(screen.queryByRole('dialog')).toBeNull();
});
