import { zhCN, zhCNChat, zhCNEmpty } from '@nocturne/core';
import { ChatThread } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { sampleConversation } from './support/chatSamples.ts';
import { longChinese } from './support/memberSamples.ts';

const longConversation = [
  ...sampleConversation,
  ...sampleConversation.map((message, index) => ({ ...message, id: `more-${index}`, content: message.kind === 'text' ? longChinese : message.content })),
];

const meta = {
  title: 'Support/ChatThread',
  component: ChatThread,
  tags: ['autodocs'],
  args: { title: zhCNChat.title, messages: sampleConversation, imageAlt: zhCNChat.imageAlt, emptyText: zhCN.common.empty },
  decorators: [(Story) => <div style={{ height: 420, display: 'flex', flexDirection: 'column' }}><Story /></div>],
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Empty: Story = { args: { messages: [] } };

/** A long conversation opens scrolled to the latest message. */
export const ScrolledToLatest: Story = {
  args: { messages: longConversation },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: zhCNChat.title });
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1));
    await expect(log.scrollTop).toBeGreaterThan(0);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="conversation">
        <div style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
          <ChatThread {...args} />
        </div>
      </StateCell>
      <StateCell label="empty">
        <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
          <ChatThread {...args} messages={[]} emptyText={zhCNEmpty.chat} emptyHint={zhCNEmpty.chatHint} />
        </div>
      </StateCell>
    </StateGrid>
  ),
};
