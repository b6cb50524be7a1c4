import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
// An internal building block (not exported by the kit): TextArea and FormTextArea frame it.
import { TextAreaBox, type TextAreaBoxProps } from '../packages/ui/src/components/TextArea/TextAreaBox.tsx';

function Controlled(props: TextAreaBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextAreaBox
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Building blocks/TextAreaBox',
  component: TextAreaBox,
  tags: ['autodocs'],
  args: { value: '', invalid: false, rows: 4, 'aria-label': '拒绝原因', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextAreaBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing is reported as text. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '拒绝原因' }), '收款码不清晰');
    await expect(args.onChange).toHaveBeenLastCalledWith('收款码不清晰');
  },
};

/** With a count: typed/max in the box. */
export const Counted: Story = { args: { value: '收款码不清晰', maxLength: 100, showCount: true } };

/** Invalid: marked for screen readers. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '拒绝原因' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Read only. */
export const ReadOnly: Story = { args: { value: '已处理', readOnly: true } };
