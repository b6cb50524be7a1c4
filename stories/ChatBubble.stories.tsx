import { zhCNChat } from '@nocturne/core';
import { ChatBubble } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { sampleConversation } from './support/chatSamples.ts';
import { longChinese } from './support/memberSamples.ts';

const [received, sent, image] = sampleConversation as [
  (typeof sampleConversation)[number],
  (typeof sampleConversation)[number],
  (typeof sampleConversation)[number],
];

const meta = {
  title: 'Support/ChatBubble',
  component: ChatBubble,
  tags: ['autodocs'],
  args: { message: received, imageAlt: zhCNChat.imageAlt },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
export const Sent: Story = { args: { message: sent } };
export const Image: Story = { args: { message: image } };
export const LongChineseText: Story = { args: { message: { ...sent, content: longChinese } } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="received text (left)">
        <ChatBubble {...args} message={received} />
      </StateCell>
      <StateCell label="sent text (right)">
        <ChatBubble {...args} message={sent} />
      </StateCell>
      <StateCell label="sent image">
        <ChatBubble {...args} message={image} />
      </StateCell>
      <StateCell label="received image, no time">
        <ChatBubble {...args} message={{ ...image, direction: 'received', time: undefined }} />
      </StateCell>
      <StateCell label="long Chinese text">
        <ChatBubble {...args} message={{ ...received, content: longChinese }} />
      </StateCell>
    </StateGrid>
  ),
};
