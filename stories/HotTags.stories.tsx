import { zhCNSearch } from '@nocturne/core';
import { HotTags } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from './support/StateGrid.tsx';

/** docs/product.md: 15 hot-search words (neutral stand-ins here, per docs/product.md). */
const hotWords = ['夜景', '日落', '海边', '旅行', '城市', '纪录片', '动漫', '剧情', '短片', '音乐', '星空', '山林', '街拍', '美食', '雨夜'];

const meta = {
  title: 'Feed/HotTags',
  component: HotTags,
  tags: ['autodocs'],
  args: { terms: hotWords, title: zhCNSearch.hot, onPick: fn() },
  decorators: [(Story) => <div style={{ paddingBlock: 16 }}><Story /></div>],
} satisfies Meta<typeof HotTags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FifteenWords: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(15);
    await userEvent.click(canvas.getByRole('button', { name: /夜景/ }));
    await expect(args.onPick).toHaveBeenCalledWith('夜景');
  },
};
export const Empty: Story = { args: { terms: [] } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <HotTags terms={hotWords} title={zhCNSearch.hot} onPick={() => {}} />
    </StateGrid>
  ),
};
