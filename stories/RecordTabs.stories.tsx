import { zhCN, zhCNEmpty, zhCNRecords, zhCNVideo } from '@nocturne/core';
import { Button, RecordItem, RecordTabs, type RecordTab } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const [topUpLabel, coinsLabel, withdrawLabel] = zhCNRecords.tabs;
const order = (no: string) => `${zhCNRecords.orderNo} ${no}`;

const topUps = [
  <RecordItem key="1" title={order('T20261122001')} details={[{ label: zhCNRecords.amount, value: zhCN.labels.yuan(30) }]} amount="+300" />,
  <RecordItem key="2" title={order('T20261121004')} details={[{ label: zhCNRecords.amount, value: zhCN.labels.yuan(100) }]} amount="+1000" />,
];
const coinRecords = [
  <RecordItem key="1" title={order('C20261122007')} details={[{ label: zhCNRecords.source, value: zhCNVideo.buyEpisode(2) }]} amount="-2" />,
];

const tabs = (overrides: Partial<Record<'topUp' | 'coins' | 'withdraw', Partial<RecordTab>>> = {}): RecordTab[] => [
  { value: 'topUp', label: topUpLabel, records: topUps, ...overrides.topUp },
  { value: 'coins', label: coinsLabel, records: coinRecords, ...overrides.coins },
  { value: 'withdraw', label: withdrawLabel, records: [], ...overrides.withdraw },
];

const meta = {
  title: 'Records/RecordTabs',
  component: RecordTabs,
  tags: ['autodocs'],
  args: {
    title: zhCNRecords.title,
    tabs: tabs(),
    value: 'topUp',
    onValueChange: fn(),
    emptyText: zhCNRecords.empty,
    emptyHint: zhCNEmpty.recordsHint,
    emptyAction: <Button>{zhCNEmpty.goTopUp}</Button>,
    loadingText: zhCN.common.loading,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RecordTabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RecordTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tabs; an empty one says there are no records. */
export const SwitchTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('tab', { name: withdrawLabel }));
    await expect(args.onValueChange).toHaveBeenCalledWith('withdraw');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(zhCNRecords.empty);
  },
};
export const Loading: Story = { args: { tabs: tabs({ topUp: { loading: true } }) } };
export const Empty: Story = { args: { tabs: tabs({ topUp: { records: [] } }) } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="top-up records">
        <RecordTabs {...args} title={`${zhCNRecords.title} 1`} />
      </StateCell>
      <StateCell label="loading">
        <RecordTabs {...args} title={`${zhCNRecords.title} 2`} tabs={tabs({ topUp: { loading: true } })} />
      </StateCell>
      <StateCell label="empty">
        <RecordTabs {...args} title={`${zhCNRecords.title} 3`} value="withdraw" />
      </StateCell>
    </StateGrid>
  ),
};
