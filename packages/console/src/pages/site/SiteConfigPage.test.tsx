import { DEFAULT_OPERATOR_CONFIG, OFFLINE_DAYS_MAX, OFFLINE_DAYS_MIN } from '@nocturne/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { ok, serverAnswers } from '../../test/serverAnswers.ts';
import SiteConfigPage from './SiteConfigPage.tsx';

const prices = { vipPlans: [], coinOptions: [], payChannels: [] };

test('离线缓存有效期 shows the saved days; out of bounds it says so and sends nothing; 保存配置 sends only the change', async () => {
  const saved = { ...DEFAULT_OPERATOR_CONFIG, offlineDays: 7 };
  const requests = serverAnswers(ok(saved), ok(prices), ok({ ...saved, offlineDays: 14 }));
  render(<SiteConfigPage />);
  const days = await screen.findByRole('spinbutton', { name: /离线缓存有效期/ });
  expect(days).toHaveValue(7);
  expect(days).toHaveAttribute('min', String(OFFLINE_DAYS_MIN));
  expect(days).toHaveAttribute('max', String(OFFLINE_DAYS_MAX));
  await userEvent.clear(days);
  await userEvent.type(days, '31');
  await userEvent.click(screen.getByRole('button', { name: '保存配置' }));
  expect(screen.getByText(`请输入 ${OFFLINE_DAYS_MIN}-${OFFLINE_DAYS_MAX} 之间的整数`)).toBeInTheDocument();
  expect(requests).toHaveLength(2);
  await userEvent.clear(days);
  await userEvent.type(days, '14');
  await userEvent.click(screen.getByRole('button', { name: '保存配置' }));
  await screen.findByDisplayValue('14');
  expect(requests.at(-1)).toMatchObject({ method: 'PUT', url: '/admin/config', body: { offlineDays: 14 } });
  expect(Object.keys(requests.at(-1)!.body as object)).toEqual(['offlineDays']);
});
