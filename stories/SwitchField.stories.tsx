import { SwitchField, type SwitchFieldProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

function Controlled(props: SwitchFieldProps) {
  const [checked, onChange] = useLiveValue(props.checked, props.onChange);
  return <SwitchField {...props} checked={checked} onChange={onChange} />;
}

const stateLabels = { on: '开启', off: '关闭' };

const meta = {
  title: 'Forms/SwitchField',
  component: SwitchField,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { label: 'VIP专享', checked: false, hint: '开启后只有VIP会员可以观看完整影片', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press or Space turns it; the switch says on or off itself. */
export const Toggling: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'VIP专享' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
export const On: Story = { args: { checked: true } };
export const WithStateWords: Story = { args: { label: '首页公告', hint: undefined, checked: true, stateLabels } };
export const WithError: Story = { args: { label: '首页公告', checked: true, hint: undefined, error: '请先填写公告内容' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid width={viewportWidth('desktop')} columns={3}>
      <StateCell label="off, with a hint">
        <SwitchField {...args} />
      </StateCell>
      <StateCell label="on">
        <SwitchField {...args} checked />
      </StateCell>
      <StateCell label="state words">
        <SwitchField {...args} label="首页公告" hint={undefined} checked stateLabels={stateLabels} />
      </StateCell>
      <StateCell label="required, error">
        <SwitchField {...args} label="首页公告" hint={undefined} checked={false} required error="请先填写公告内容" stateLabels={stateLabels} />
      </StateCell>
      <StateCell label="disabled off / on">
        <SwitchField {...args} disabled />
        <SwitchField {...args} label="强制更新" hint={undefined} checked disabled />
      </StateCell>
    </StateGrid>
  ),
};
