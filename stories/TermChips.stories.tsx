import { zhCNSearch } from '@nocturne/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// An internal building block (not exported by the kit): HistoryTags and HotTags compose it.
import { TermChips } from '../packages/ui/src/components/TermChips/index.ts';

const meta = {
  title: 'Building blocks/TermChips',
  component: TermChips,
  tags: ['autodocs'],
  args: { title: zhCNSearch.history, terms: ['夜景', '纪录片', '城市漫步'], onPick: fn() },
  decorators: [(Story) => <div style={{ paddingBlock: 16 }}><Story /></div>],
} satisfies Meta<typeof TermChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain chips, as the search history shows them. */
export const Plain: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '纪录片' }));
    await expect(args.onPick).toHaveBeenCalledWith('纪录片');
  },
};

/** Ranked chips: numbered, the first three coloured, as the hot list shows them. */
export const Ranked: Story = {
  args: { title: zhCNSearch.hot, ranked: true, terms: ['夜景', '日落', '海边', '旅行'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /1\s*夜景/ })).toBeVisible();
  },
};

export const Empty: Story = { args: { terms: [] } };
