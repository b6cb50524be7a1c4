import { zhCN } from '@nocturne/core';
import { CategoryBrowser, type Category } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const leaf = (code: string, name: string): Category => ({ code, name, children: [] });
const categories: Category[] = [
  { code: '1', name: '电影', children: ['剧情', '喜剧', '动作', '爱情', '科幻', '悬疑', '纪录'].map((name, i) => leaf(`1${i}`, name)) },
  { code: '2', name: '动漫', children: ['日漫', '国漫', '剧场版'].map((name, i) => leaf(`2${i}`, name)) },
  { code: '3', name: '短片', children: ['街拍', '旅行'].map((name, i) => leaf(`3${i}`, name)) },
  { code: '4', name: '特别长的分类名', children: [leaf('40', '这是一个很长的子分类名称')] },
];

const meta = {
  title: 'Feed/CategoryBrowser',
  component: CategoryBrowser,
  tags: ['autodocs'],
  args: { categories, onPick: fn(), label: zhCN.labels.allCategories },
  decorators: [(Story) => <div style={{ height: 420 }}><Story /></div>],
} satisfies Meta<typeof CategoryBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstCategory: Story = {};

export const PickingASubCategory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '动漫' }));
    await userEvent.click(canvas.getByRole('button', { name: '国漫' }));
    await expect(args.onPick).toHaveBeenCalledWith(categories[1], categories[1]!.children[1]);
  },
};

export const LongChineseNames: Story = { args: { defaultCategory: '4' } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="first category">
        <div style={{ height: 260 }}>
          <CategoryBrowser categories={categories} onPick={() => {}} label={zhCN.labels.allCategories} />
        </div>
      </StateCell>
      <StateCell label="long names">
        <div style={{ height: 200 }}>
          <CategoryBrowser categories={categories} defaultCategory="4" onPick={() => {}} label={`${zhCN.labels.allCategories}2`} />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
