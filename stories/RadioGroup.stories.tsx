import { zhCNWithdraw } from '@nocturne/core';
import { RadioGroup, type RadioOption } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

const options: RadioOption[] = [
  { value: 'wx', label: zhCNWithdraw.wx },
  { value: 'zfb', label: zhCNWithdraw.zfb },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { legend: zhCNWithdraw.channel, options, value: 'wx', onChange: fn() },
  render: function Render(args) {
    const [value, onChange] = useLiveValue(args.value, args.onChange);
    return <RadioGroup {...args} value={value} onChange={onChange} />;
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice, as in any native radio group. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: zhCNWithdraw.wx }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: zhCNWithdraw.zfb })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('zfb');
  },
};
export const NonePicked: Story = { args: { value: null } };
export const WithDescriptionsAndDisabled: Story = {
  args: {
    options: [
      { value: 'wx', label: zhCNWithdraw.wx, description: zhCNWithdraw.available('35.50') },
      { value: 'zfb', label: zhCNWithdraw.zfb, disabled: true },
    ],
  },
};
export const LongChineseText: Story = { args: { options: [...options, { value: 'long', label: longChinese }] } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="picked">
        <RadioGroup {...args} />
      </StateCell>
      <StateCell label="none picked, description, disabled">
        <RadioGroup
          {...args}
          value={null}
          options={[
            { value: 'wx', label: zhCNWithdraw.wx, description: zhCNWithdraw.available('35.50') },
            { value: 'zfb', label: zhCNWithdraw.zfb, disabled: true },
          ]}
        />
      </StateCell>
      <StateCell label="long Chinese text, hidden legend">
        <RadioGroup {...args} hideLegend options={[{ value: 'long', label: longChinese }]} value="long" />
      </StateCell>
    </StateGrid>
  ),
};
