import { zhCN } from '@nocturne/core';
import { SectionHeader } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Feed/SectionHeader',
  component: SectionHeader,
  tags: ['autodocs'],
  args: {
    title: zhCN.home.featured,
    moreLabel: zhCN.common.seeMore,
    onMore: fn(),
    refreshLabel: zhCN.common.changeBatch,
    onRefresh: fn(),
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreAndRefresh: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: zhCN.common.changeBatch }));
    await userEvent.click(canvas.getByRole('button', { name: zhCN.common.seeMore }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};
export const MoreOnly: Story = { args: { title: zhCN.home.latest, onRefresh: undefined } };
export const Refreshing: Story = { args: { refreshing: true } };
export const LongChineseTitle: Story = { args: { title: '这是一个特别长的分组标题用于检查窄屏截断' } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="more and refresh">
        <SectionHeader title={zhCN.home.featured} moreLabel={zhCN.common.seeMore} onMore={() => {}} refreshLabel={zhCN.common.changeBatch} onRefresh={() => {}} />
      </StateCell>
      <StateCell label="refreshing">
        <SectionHeader title={zhCN.home.ranking} moreLabel={zhCN.common.seeMore} onMore={() => {}} refreshLabel={zhCN.common.changeBatch} onRefresh={() => {}} refreshing />
      </StateCell>
      <StateCell label="more only">
        <SectionHeader title={zhCN.home.latest} moreLabel={zhCN.common.seeMore} onMore={() => {}} />
      </StateCell>
      <StateCell label="long Chinese title">
        <SectionHeader title="这是一个特别长的分组标题用于检查窄屏截断效果" moreLabel={zhCN.common.seeMore} onMore={() => {}} refreshLabel={zhCN.common.changeBatch} onRefresh={() => {}} />
      </StateCell>
    </StateGrid>
  ),
};
