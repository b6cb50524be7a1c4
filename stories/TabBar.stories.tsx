import { zhCN } from '@nocturne/core';
import { TabBar } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneFrame, StateCell, StateGrid, overlayDocs } from './support/StateGrid.tsx';
import { shellTabs, type ShellTab } from './support/tabs.tsx';

const meta = {
  title: 'Navigation/TabBar',
  component: TabBar<ShellTab>,
  tags: ['autodocs'],
  // Fixed to the viewport like in the app; on the docs page each story gets its own frame.
  parameters: overlayDocs,
  args: { items: shellTabs, activeKey: 'home', label: zhCN.app.name, onChange: fn() },
  argTypes: { activeKey: { control: 'inline-radio', options: shellTabs.map((tab) => tab.key) } },
} satisfies Meta<typeof TabBar<ShellTab>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const DarkWebActive: Story = { args: { activeKey: 'publish' } };
export const MineActive: Story = { args: { activeKey: 'mine' } };

/** Tapping a tab reports it and (with state in the caller) moves the highlight. */
export const Switching: Story = {
  render: function Render(args) {
    const [active, setActive] = useState<ShellTab>('home');
    return (
      <TabBar
        {...args}
        activeKey={active}
        onChange={(key) => {
          setActive(key);
          args.onChange(key);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: zhCN.tabs.publish }));
    await expect(args.onChange).toHaveBeenCalledWith('publish');
    await expect(canvas.getByRole('link', { name: zhCN.tabs.publish })).toHaveAttribute('aria-current', 'page');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      {shellTabs.map((tab) => (
        <StateCell key={tab.key} label={`active: ${tab.key}`}>
          <PhoneFrame height={90}>
            <TabBar {...args} activeKey={tab.key} label={`${args.label} ${tab.key}`} />
          </PhoneFrame>
        </StateCell>
      ))}
    </StateGrid>
  ),
};
