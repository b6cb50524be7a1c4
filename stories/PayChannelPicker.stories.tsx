import { zhCNVip, zhCNWithdraw } from '@nocturne/core';
import { IconCoin, PayChannelPicker, type PayChannel } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

// Channel names come from the server's goods list; these are sample data.
const channels: PayChannel[] = [
  { id: 'zfb', name: zhCNWithdraw.zfb, icon: <IconCoin /> },
  { id: 'wx', name: zhCNWithdraw.wx, icon: <IconCoin /> },
];

const meta = {
  title: 'Commerce/PayChannelPicker',
  component: PayChannelPicker,
  tags: ['autodocs'],
  args: { title: zhCNVip.payMethod, channels, selectedId: 'zfb', onSelect: fn() },
  render: function Render(args) {
    const [selected, onSelect] = useLiveValue(args.selectedId, args.onSelect);
    return <PayChannelPicker {...args} selectedId={selected} onSelect={onSelect} />;
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PayChannelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: zhCNWithdraw.wx }));
    await expect(args.onSelect).toHaveBeenCalledWith('wx');
    await expect(canvas.getByRole('radio', { name: zhCNWithdraw.wx })).toBeChecked();
  },
};
export const NonePicked: Story = { args: { selectedId: null } };
export const LongChineseText: Story = { args: { channels: [...channels, { id: 'long', name: longChinese.slice(0, 30) }] } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="first picked">
        <PayChannelPicker {...args} />
      </StateCell>
      <StateCell label="none picked, long name">
        <PayChannelPicker {...args} selectedId={null} channels={[...channels, { id: 'long', name: longChinese.slice(0, 30) }]} />
      </StateCell>
    </StateGrid>
  ),
};
