import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// An internal building block (not exported by the kit): TabBar's tabs and SideNav's pages.
import { NavTarget } from '../packages/ui/src/components/TabBar/NavTarget.tsx';
import { tab } from '../packages/ui/src/components/TabBar/TabBar.css.ts';

const meta = {
  title: 'Building blocks/NavTarget',
  component: NavTarget,
  tags: ['autodocs'],
  args: { href: '/topics', onNavigate: fn(), className: tab({ active: false }), active: false, children: '专题' },
  // TabBar's tab look, so the item is read as it is in the app.
  render: (args) => <NavTarget {...args} className={tab({ active: args.active })} />,
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof NavTarget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With an address: a link whose plain click the app routes (the browser does not follow it). */
export const Link: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '专题' });
    await expect(link).toHaveAttribute('href', '/topics');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** The current page: marked for screen readers. */
export const Current: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '专题' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Without an address: a button. */
export const Button: Story = {
  args: { href: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '专题' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};
