import { SideNav } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { consoleSections, navBrand, navLabels, operatorFooter, type ConsolePage } from './support/consoleNav.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth, viewports } from './support/viewports.ts';

const meta = {
  title: 'Console/SideNav',
  component: SideNav<ConsolePage>,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { ...navBrand, sections: consoleSections, activeKey: 'withdrawals', onNavigate: fn(), onCollapsedChange: fn(), labels: navLabels, footer: operatorFooter },
  argTypes: { activeKey: { control: 'select', options: consoleSections.flatMap((section) => section.items.map((item) => item.key)) } },
} satisfies Meta<typeof SideNav<ConsolePage>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The nav fills its column's height, as the console shell gives it (the viewport's). */
const navColumn: NonNullable<Story['decorators']> = [(Story) => <div style={{ height: '100vh', display: 'flex' }}><Story /></div>];

/** A click on a page reports it (the console's router goes there); the mark follows. */
export const Navigating: Story = {
  decorators: navColumn,
  render: function Render(args) {
    const [active, setActive] = useState<ConsolePage>(args.activeKey);
    return (
      <SideNav
        {...args}
        activeKey={active}
        onNavigate={(key) => {
          setActive(key);
          args.onNavigate(key);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '提现审核 12 条待审核' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: '会员' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('members');
    await expect(canvas.getByRole('link', { name: '会员' })).toHaveAttribute('aria-current', 'page');
  },
};

/** 收起导航 leaves the icons (each link keeps its name, a tooltip, and a dot for waiting work). */
export const Collapsing: Story = {
  decorators: navColumn,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: navLabels.collapse }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    // A keyboard's focus on an icon shows its name beside it, as the pointer's rest does.
    canvas.getByRole('link', { name: '影片' }).focus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('影片');
    await userEvent.click(canvas.getByRole('button', { name: navLabels.expand }));
    await expect(canvas.getByRole('button', { name: navLabels.collapse })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** On a tablet the console starts collapsed. */
export const Tablet: Story = { ...shownAt('tablet'), decorators: navColumn, args: { defaultCollapsed: true } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid width={viewportWidth('desktop')} columns={4}>
      <StateCell label="expanded, a page with a badge current">
        <div style={{ height: viewports.desktop.styles.height, display: 'flex' }}>
          <SideNav {...args} label={`${navBrand.label} 1`} />
        </div>
      </StateCell>
      <StateCell label="expanded, overview current">
        <div style={{ height: viewports.desktop.styles.height, display: 'flex' }}>
          <SideNav {...args} label={`${navBrand.label} 2`} activeKey="dashboard" />
        </div>
      </StateCell>
      <StateCell label="collapsed (tablet)">
        <div style={{ height: viewports.desktop.styles.height, display: 'flex' }}>
          <SideNav {...args} label={`${navBrand.label} 3`} collapsed />
        </div>
      </StateCell>
      <StateCell label="collapsed, settings current">
        <div style={{ height: viewports.desktop.styles.height, display: 'flex' }}>
          <SideNav {...args} label={`${navBrand.label} 4`} collapsed activeKey="settings" />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
