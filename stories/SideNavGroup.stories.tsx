import { SideNavGroup } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consoleSections, type ConsolePage } from './support/consoleNav.tsx';
import { shownAt } from './support/viewports.ts';

// One section of SideNav: its heading folds its pages. The whole nav's states are in SideNav.stories.
const money = consoleSections.find((section) => section.title && section.items.some((item) => item.key === 'withdrawals'))!;

const meta = {
  title: 'Console/SideNavGroup',
  component: SideNavGroup<ConsolePage>,
  ...shownAt('desktop'),
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
  args: { section: money, idPrefix: 'story', activeKey: 'withdrawals', collapsed: false, open: true, onToggle: fn(), onNavigate: fn() },
} satisfies Meta<typeof SideNavGroup<ConsolePage>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the heading says so and its pages show, the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('button', { name: money.title });
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link').length).toBe(money.items.length);
    await userEvent.click(heading);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Folded: only the heading; its pages leave the accessibility tree. */
export const Folded: Story = {
  args: { open: false, activeKey: 'dashboard' as ConsolePage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** Folded with the current page inside: the heading carries the mark. */
export const FoldedHoldingTheCurrentPage: Story = { args: { open: false } };
