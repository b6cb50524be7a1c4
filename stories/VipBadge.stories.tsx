import { zhCN, zhCNMine } from '@nocturne/core';
import { VIP_BADGE_LEVELS, VipBadge } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Member/VipBadge',
  component: VipBadge,
  tags: ['autodocs'],
  args: { index: 3, label: zhCN.labels.vipBadge, size: 32 },
  argTypes: { index: { control: { type: 'range', min: 0, max: 5 } } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vip: Story = {};
export const NotVip: Story = { args: { index: 0, label: zhCNMine.notVip } };
export const Trial: Story = { args: { index: 5 } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="badges 0-5 at 24px">
        <div style={{ display: 'flex', gap: 12 }}>
          {Array.from({ length: VIP_BADGE_LEVELS }, (_, index) => (
            <VipBadge key={index} index={index} label={index === 0 ? zhCNMine.notVip : `${zhCN.labels.vipBadge} ${index}`} />
          ))}
        </div>
      </StateCell>
      <StateCell label="badges 0-5 at 40px">
        <div style={{ display: 'flex', gap: 8 }}>
          {Array.from({ length: VIP_BADGE_LEVELS }, (_, index) => (
            <VipBadge key={index} index={index} size={40} label={`${zhCN.labels.vipBadge} ${index}`} />
          ))}
        </div>
      </StateCell>
    </StateGrid>
  ),
};
