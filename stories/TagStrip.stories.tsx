import { zhCN } from '@nocturne/core';
import { TagStrip, type TagStripProps, type TagStripTag } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const tags: TagStripTag[] = ['推荐', '国产', '日韩', '欧美', '动漫', '剧情', '纪录', '短片', '热门', '新片', '经典'].map(
  (name, i) => ({ code: String(i), name }),
);

function PickingStrip(args: TagStripProps) {
  const [picked, setPicked] = useState(args.picked);
  return (
    <TagStrip
      {...args}
      picked={picked}
      onPick={(tag) => {
        setPicked(tag.code);
        args.onPick(tag);
      }}
    />
  );
}

const meta = {
  title: 'Feed/TagStrip',
  component: TagStrip,
  tags: ['autodocs'],
  args: { tags, picked: '0', label: zhCN.labels.tags, onPick: fn() },
} satisfies Meta<typeof TagStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MainTag: Story = {};

/** A tag far along the strip is scrolled to the centre. */
export const PickedFarRight: Story = { args: { picked: '8' } };

/** Picking a tag reports it, and the strip centres it. */
export const Picking: Story = {
  render: (args) => <PickingStrip {...args} />,
  play: async ({ args, canvasElement }) => {
    const tag = within(canvasElement).getByRole('button', { name: '剧情' });
    await userEvent.click(tag);
    await expect(args.onPick).toHaveBeenCalledWith(tags[5]);
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    const strip = canvasElement.querySelector('ul')!;
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0));
  },
};

export const LongChineseTags: Story = {
  args: { tags: [{ code: '0', name: '推荐' }, { code: '1', name: '特别长的一个分类名称用于检查' }, ...tags.slice(2)], picked: '1' },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="main tag picked">
        <TagStrip tags={tags} picked="0" label={zhCN.labels.tags} onPick={() => {}} />
      </StateCell>
      <StateCell label="a middle tag picked">
        <TagStrip tags={tags.slice(0, 4)} picked="2" label={`${zhCN.labels.tags}2`} onPick={() => {}} />
      </StateCell>
    </StateGrid>
  ),
};
