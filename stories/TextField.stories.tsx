import { zhCNLogin, zhCNPassword, zhCNProfile } from '@nocturne/core';
import { TextField, type TextFieldProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

function Controlled(props: TextFieldProps) {
  const [value, onChange] = useLiveValue(props.value, props.onChange);
  return <TextField {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: zhCNProfile.nickname,
    value: '夜猫子',
    onChange: fn(),
    showPasswordLabel: zhCNPassword.show,
    hidePasswordLabel: zhCNPassword.hide,
  },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'password', 'number', 'email', 'tel', 'url'] } },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Empty: Story = { args: { label: zhCNLogin.account, value: '', placeholder: zhCNLogin.accountPlaceholder } };
export const ReadOnly: Story = { args: { label: zhCNProfile.username, value: 'nc_8a3f21', readOnly: true } };

/** The eye button shows and hides the password and says which it will do. */
export const Password: Story = {
  args: { label: zhCNPassword.new, type: 'password', value: 'k7q2m9x4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(zhCNPassword.new);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: zhCNPassword.show }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: zhCNPassword.hide }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const ReadOnlyPassword: Story = { args: { label: zhCNPassword.old, type: 'password', value: 'k7q2m9x4', readOnly: true } };
export const WithError: Story = { args: { label: zhCNPassword.new, type: 'password', value: '123', error: zhCNPassword.newLength } };
export const LongChineseText: Story = { args: { value: longChinese, error: longChinese } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="text">
        <TextField {...args} />
      </StateCell>
      <StateCell label="empty with placeholder">
        <TextField {...args} label={zhCNLogin.account} value="" placeholder={zhCNLogin.accountPlaceholder} />
      </StateCell>
      <StateCell label="read-only">
        <TextField {...args} label={zhCNProfile.username} value="nc_8a3f21" readOnly />
      </StateCell>
      <StateCell label="password, read-only">
        <TextField {...args} label={zhCNPassword.old} type="password" value="k7q2m9x4" readOnly />
      </StateCell>
      <StateCell label="error">
        <TextField {...args} label={zhCNPassword.new} type="password" value="123" error={zhCNPassword.newLength} />
      </StateCell>
      <StateCell label="long Chinese text">
        <TextField {...args} value={longChinese} error={longChinese} />
      </StateCell>
    </StateGrid>
  ),
};
