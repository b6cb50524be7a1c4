import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
// An internal building block (not exported by the kit): DataTable's header shows it.
import { SortMark } from '../packages/ui/src/components/DataTable/SortMark.tsx';

const meta = {
  title: 'Building blocks/SortMark',
  component: SortMark,
  tags: ['autodocs'],
  args: { sorted: false },
} satisfies Meta<typeof SortMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sortable column not sorted yet: both arrows, quiet. Hidden from screen readers (aria-sort says it). */
export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Sorted ascending: one arrow up. */
export const Ascending: Story = { args: { sorted: 'asc' } };

/** Sorted descending: the same arrow, turned. */
export const Descending: Story = { args: { sorted: 'desc' } };
