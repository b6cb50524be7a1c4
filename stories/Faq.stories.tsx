import { zhCNVip } from '@nocturne/core';
import { Faq } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

const items = zhCNVip.faq.map((entry) => ({ question: entry.q, answer: entry.a }));

const meta = {
  title: 'Commerce/Faq',
  component: Faq,
  tags: ['autodocs'],
  args: { title: zhCNVip.faqTitle, items },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongChineseText: Story = { args: { items: [...items, { question: `${longChinese.slice(0, 20)}？`, answer: longChinese }] } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="questions">
        <Faq {...args} />
      </StateCell>
      <StateCell label="long Chinese text">
        <Faq {...args} items={[{ question: `${longChinese.slice(0, 20)}？`, answer: longChinese }]} />
      </StateCell>
    </StateGrid>
  ),
};
