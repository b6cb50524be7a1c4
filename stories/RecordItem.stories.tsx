import { zhCN, zhCNRecords, zhCNVideo } from '@nocturne/core';
import { RecordItem } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

const order = (no: string) => `${zhCNRecords.orderNo} ${no}`;

const meta = {
  title: 'Records/RecordItem',
  component: RecordItem,
  tags: ['autodocs'],
  args: { title: order('T20261122001'), details: [{ label: zhCNRecords.amount, value: zhCN.labels.yuan(30) }], amount: '+300' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof RecordItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopUp: Story = {};
export const CoinSpend: Story = {
  args: { title: order('C20261122007'), details: [{ label: zhCNRecords.source, value: zhCNVideo.buyEpisode(2) }], amount: '-2' },
};
export const LongChineseText: Story = {
  args: { title: order('W2026112200000000000000000001'), details: [{ label: zhCNRecords.source, value: longChinese }] },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="top-up">
        <RecordItem {...args} />
      </StateCell>
      <StateCell label="coin spend">
        <RecordItem {...args} title={order('C20261122007')} details={[{ label: zhCNRecords.source, value: zhCNVideo.buyEpisode(2) }, { label: zhCNRecords.spend, value: zhCN.labels.coinsUnit(2) }]} amount="-2" />
      </StateCell>
      <StateCell label="no details">
        <RecordItem {...args} details={[]} amount="-50.00" />
      </StateCell>
      <StateCell label="long Chinese text">
        <RecordItem {...args} title={order('W2026112200000000000000000001')} details={[{ label: zhCNRecords.source, value: longChinese }]} />
      </StateCell>
    </StateGrid>
  ),
};
