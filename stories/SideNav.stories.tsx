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
  args: { ...navBrand, sections: consoleSections, activeKey: 'withdrawals', onNavigate: fn(), onCollapsedChange: fn(), onOpenSectionsChange: fn(), labels: navLabels, footer: operatorFooter },
  argTypes: { activeKey: { control: 'select', options: consoleSections.flatMap((section) => section.items.map((item) => item.key)) } },
} satisfies Meta<typeof SideNav<ConsolePage>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The nav fills its column's height, as the console shell gives it (the viewport's). */
const navColumn: NonNullable<Story['decorators']> = [(Story) => <div style={{ height: '100vh', display: 'flex' }}><Story /></div>];

/** A click on a page reports it (the console's router goes there); the mark follows. 会员 is in a folded section: its heading opens it first. */
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
    await userEvent.click(canvas.getByRole('button', { name: '会员与客服' }));
    await userEvent.click(canvas.getByRole('link', { name: '会员' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('members');
    await expect(canvas.getByRole('link', { name: '会员' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A section's heading folds it and opens it again; the app hears which sections are open, to remember them. */
export const Folding: Story = {
  decorators: navColumn,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('button', { name: '内容' });
    await expect(content).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: '影片' })).not.toBeInTheDocument();
    await userEvent.click(content);
    await expect(args.onOpenSectionsChange).toHaveBeenLastCalledWith(['money', 'content']);
    await expect(canvas.getByRole('link', { name: '影片' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '资金' }));
    await expect(canvas.queryByRole('link', { name: /提现审核/ })).not.toBeInTheDocument();
  },
};

/** The operator folded the section they work in: its heading keeps the current page's mark. */
export const ActiveInFoldedSection: Story = { decorators: navColumn, args: { openSections: ['content'] } };

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
      <StateCell label="first visit: its section open">
        <div style={{ height: viewports.desktop.styles.height, display: 'flex' }}>
          <SideNav {...args} label={`${navBrand.label} 1`} />
        </div>
      </StateCell>
      <StateCell label="overview current, two sections opened">
        <div style={{ height: viewports.desktop.styles.height, display: 'flex' }}>
          <SideNav {...args} label={`${navBrand.label} 2`} activeKey="dashboard" openSections={['content', 'site']} />
        </div>
      </StateCell>
      <StateCell label="current page in a folded section">
        <div style={{ height: viewports.desktop.styles.height, display: 'flex' }}>
          <SideNav {...args} label={`${navBrand.label} 3`} openSections={['content']} />
        </div>
      </StateCell>
      <StateCell label="icon rail (tablet), every icon">
        <div style={{ height: viewports.desktop.styles.height, display: 'flex' }}>
          <SideNav {...args} label={`${navBrand.label} 4`} collapsed openSections={[]} activeKey="settings" />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
