import { DANMAKU_TEXT_MAX, danmakuLength, zhCNDanmaku } from '@nocturne/core';
import { DanmakuComposer } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const labels = { input: zhCNDanmaku.input, placeholder: zhCNDanmaku.placeholder, send: zhCNDanmaku.send };
const counterOf = (value: string) => zhCNDanmaku.counter(danmakuLength(value), DANMAKU_TEXT_MAX);
const stateOf = (value: string) => ({ counter: counterOf(value), overLimit: danmakuLength(value) > DANMAKU_TEXT_MAX, empty: danmakuLength(value) === 0 });

const meta = {
  title: 'Player/DanmakuComposer',
  component: DanmakuComposer,
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), onSend: fn(), labels, ...stateOf('') },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DanmakuComposer
        {...args}
        {...stateOf(value)}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
        onSend={async () => {
          args.onSend();
          // A send takes a moment on the network; the composer takes no second one meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 300));
          setValue('');
        }}
      />
    );
  },
} satisfies Meta<typeof DanmakuComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing counts characters; a double tap on 发送 sends once. */
export const TypeAndSend: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.input }), '前方高能');
    await expect(canvas.getByText(counterOf('前方高能'))).toBeInTheDocument();
    await userEvent.dblClick(canvas.getByRole('button', { name: labels.send }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};
export const WithText: Story = { args: { value: '这段我能看一百遍', ...stateOf('这段我能看一百遍') } };
export const TooLong: Story = { args: { value: '好'.repeat(31), ...stateOf('好'.repeat(31)) } };
export const Sending: Story = { args: { value: '前方高能', sending: true, ...stateOf('前方高能') } };
/** A visitor who is not a member: the reason instead of the input, nothing to send. */
export const Locked: Story = {
  args: { locked: zhCNDanmaku.membersOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(zhCNDanmaku.membersOnly)).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: labels.send })).not.toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="empty">
        <DanmakuComposer {...args} {...stateOf('')} value="" />
      </StateCell>
      <StateCell label="with text">
        <DanmakuComposer {...args} {...stateOf('这段我能看一百遍')} value="这段我能看一百遍" />
      </StateCell>
      <StateCell label="too long">
        <DanmakuComposer {...args} {...stateOf('好'.repeat(31))} value={'好'.repeat(31)} />
      </StateCell>
      <StateCell label="sending">
        <DanmakuComposer {...args} {...stateOf('前方高能')} value="前方高能" sending />
      </StateCell>
      <StateCell label="locked (not a member)">
        <DanmakuComposer {...args} {...stateOf('')} value="" locked={zhCNDanmaku.membersOnly} />
      </StateCell>
    </StateGrid>
  ),
};
