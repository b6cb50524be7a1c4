import { FormField } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: '广告链接',
    hint: '以 https:// 开头',
    children: ({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} defaultValue="" />,
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hint describes the control it frames. */
export const WithHint: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/广告链接/)).toHaveAccessibleDescription('以 https:// 开头');
  },
};

/** Required: the label carries the mark; the control's own `required` tells screen readers. */
export const Required: Story = { args: { required: true } };

/** An error joins the hint in the control's description. */
export const WithError: Story = {
  args: { error: '请输入有效的链接' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByLabelText(/广告链接/);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(/请输入有效的链接/);
  },
};
