import { zhCNChat } from '@nocturne/core';
import { ChatComposer } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

const meta = {
  title: 'Support/ChatComposer',
  component: ChatComposer,
  tags: ['autodocs'],
  args: {
    value: '',
    onChange: fn(),
    onSend: fn(),
    onPickImage: fn(),
    inputLabel: zhCNChat.placeholder,
    placeholder: zhCNChat.placeholder,
    sendLabel: zhCNChat.send,
    imageLabel: zhCNChat.image,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ChatComposer
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
        onSend={() => {
          args.onSend();
          setValue('');
        }}
      />
    );
  },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing then Enter or the send button reports a send; the app clears the box. */
export const TypeAndSend: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: zhCNChat.placeholder });
    await userEvent.type(input, '你好');
    await userEvent.click(canvas.getByRole('button', { name: zhCNChat.send }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: zhCNChat.image })).toBeInTheDocument();
  },
};
export const WithText: Story = { args: { value: '我充值了30元，金币还没到账' } };
export const Sending: Story = { args: { value: '我充值了30元', sending: true } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="empty">
        <ChatComposer {...args} />
      </StateCell>
      <StateCell label="with text">
        <ChatComposer {...args} value="我充值了30元，金币还没到账" />
      </StateCell>
      <StateCell label="sending">
        <ChatComposer {...args} value="我充值了30元" sending />
      </StateCell>
      <StateCell label="long Chinese text">
        <ChatComposer {...args} value={longChinese} />
      </StateCell>
    </StateGrid>
  ),
};
