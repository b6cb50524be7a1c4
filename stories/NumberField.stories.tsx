import { NumberField, type NumberFieldProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

function Controlled(props: NumberFieldProps) {
  const [value, onChange] = useLiveValue(props.value, props.onChange);
  return <NumberField {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { label: '试看时长', value: 10, unit: '秒', min: 0, max: 600, hint: '未开通VIP的会员可免费观看的时长', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports a number; emptying the box reports null. The unit is read after the value. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: '试看时长' });
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '30');
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
    await expect(input).toHaveAccessibleDescription('秒 未开通VIP的会员可免费观看的时长');
  },
};
export const Empty: Story = { args: { value: null, placeholder: '0' } };
/** The form's rule says no; the field shows it and keeps what was typed. */
export const WithError: Story = { args: { label: '金币价格', value: 0, unit: '金币', hint: undefined, required: true, error: '价格至少为1金币' } };
export const Money: Story = { args: { label: '提现手续费', value: 2.5, unit: '元', step: 0.01, hint: '两位小数' } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid width={viewportWidth('desktop')} columns={3}>
      <StateCell label="value with unit and hint">
        <NumberField {...args} />
      </StateCell>
      <StateCell label="empty, placeholder">
        <NumberField {...args} value={null} placeholder="0" hint={undefined} />
      </StateCell>
      <StateCell label="required, error">
        <NumberField {...args} label="金币价格" value={0} unit="金币" hint={undefined} required error="价格至少为1金币" />
      </StateCell>
      <StateCell label="decimal money">
        <NumberField {...args} label="提现手续费" value={2.5} unit="元" step={0.01} hint="两位小数" />
      </StateCell>
      <StateCell label="disabled">
        <NumberField {...args} disabled />
      </StateCell>
      <StateCell label="read-only">
        <NumberField {...args} readOnly />
      </StateCell>
    </StateGrid>
  ),
};
