import { zhCN, zhCNTagList } from '@nocturne/core';
import { CategoryBrowser, type Category } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

// Counts as the app shows them (core's tagList.videoCount), 全部 first as the app puts it.
const leaf = (code: string, name: string, count: number): Category => ({ code, name, children: [], countText: zhCNTagList.videoCount(count) });
const withAll = (code: string, name: string, children: Category[]): Category => {
  const total = children.reduce((sum, child) => sum + Number.parseInt(child.countText ?? '0', 10), 0);
  return { code, name, children: [leaf(code, zhCNTagList.all, total), ...children] };
};
const categories: Category[] = [
  withAll('1', '电影', ['剧情', '喜剧', '动作', '爱情', '科幻', '悬疑', '纪录'].map((name, i) => leaf(`1${i}`, name, 12 + i * 7))),
  withAll('2', '动漫', ['日漫', '国漫', '剧场版'].map((name, i) => leaf(`2${i}`, name, 30 - i * 9))),
  withAll('3', '短片', ['街拍', '旅行'].map((name, i) => leaf(`3${i}`, name, 5 + i))),
  { code: '4', name: '特别长的分类名', children: [{ code: '40', name: '这是一个很长的子分类名称', children: [] }] },
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
    await userEvent.click(canvas.getByRole('button', { name: /^国漫/ }));
    await expect(args.onPick).toHaveBeenCalledWith(categories[1], categories[1]!.children[2]);
  },
};

export const LongChineseNames: Story = { args: { defaultCategory: '4' } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="first category">
        <div style={{ height: 330 }}>
          <CategoryBrowser categories={categories} onPick={() => {}} label={zhCN.labels.allCategories} />
        </div>
      </StateCell>
      <StateCell label="long names, no count">
        <div style={{ height: 200 }}>
          <CategoryBrowser categories={categories} defaultCategory="4" onPick={() => {}} label={`${zhCN.labels.allCategories}2`} />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
