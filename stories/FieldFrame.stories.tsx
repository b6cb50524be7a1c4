import { zhCNFeedback } from '@nocturne/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
// An internal building block (not exported by the kit): TextField and TextArea compose it.
import { FieldFrame } from '../packages/ui/src/components/TextField/FieldFrame.tsx';

const meta = {
  title: 'Building blocks/FieldFrame',
  component: FieldFrame,
  tags: ['autodocs'],
  args: {
    label: zhCNFeedback.title,
    children: ({ id, describedBy, invalid }) => (
      <input id={id} aria-describedby={describedBy} aria-invalid={invalid} defaultValue="" />
    ),
  },
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control it frames. */
export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(zhCNFeedback.title)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** An error is announced and tied to the control by aria-describedby. */
export const WithError: Story = {
  args: { error: zhCNFeedback.required },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByLabelText(zhCNFeedback.title);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(zhCNFeedback.required);
  },
};
