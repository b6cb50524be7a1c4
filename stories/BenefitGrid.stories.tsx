import { zhCNVip } from '@nocturne/core';
import { BenefitGrid } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

const meta = {
  title: 'Commerce/BenefitGrid',
  component: BenefitGrid,
  tags: ['autodocs'],
  args: { title: zhCNVip.benefitsTitle, labels: zhCNVip.benefits },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof BenefitGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightBenefits: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(8);
  },
};
export const LongChineseText: Story = {
  args: { labels: zhCNVip.benefits.map((label, index) => (index === 2 ? longChinese.slice(0, 16) : label)) },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="eight benefits">
        <BenefitGrid {...args} />
      </StateCell>
      <StateCell label="long Chinese label">
        <BenefitGrid {...args} labels={zhCNVip.benefits.map((label, index) => (index === 2 ? longChinese.slice(0, 16) : label))} />
      </StateCell>
    </StateGrid>
  ),
};
