import { zhCN, zhCNSearch } from '@nocturne/core';
import { HistoryTags } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const terms = ['城市夜景', '海边', '纪录片', '旅行', '山间晨雾'];
const labels = { title: zhCNSearch.history, clear: zhCN.labels.clearSearchHistory };

const meta = {
  title: 'Feed/HistoryTags',
  component: HistoryTags,
  tags: ['autodocs'],
  args: { terms, labels, onPick: fn(), onClear: fn() },
  decorators: [(Story) => <div style={{ paddingBlock: 16 }}><Story /></div>],
} satisfies Meta<typeof HistoryTags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '海边' }));
    await userEvent.click(canvas.getByRole('button', { name: zhCN.labels.clearSearchHistory }));
    await expect(args.onPick).toHaveBeenCalledWith('海边');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
/** No history: the block hides. */
export const Empty: Story = { args: { terms: [] } };
export const LongChineseTerm: Story = { args: { terms: ['这是一个特别特别长的搜索词用来检查换行和省略号效果是否正常显示出来', ...terms] } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="with history">
        <HistoryTags terms={terms} labels={labels} onPick={() => {}} onClear={() => {}} />
      </StateCell>
      <StateCell label="long term">
        <HistoryTags terms={['这是一个特别特别长的搜索词用来检查换行和省略号效果是否正常显示出来']} labels={labels} onPick={() => {}} onClear={() => {}} />
      </StateCell>
    </StateGrid>
  ),
};
