import { FormTextArea, type FormTextAreaProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

function Controlled(props: FormTextAreaProps) {
  const [value, onChange] = useLiveValue(props.value, props.onChange);
  return <FormTextArea {...props} value={value} onChange={onChange} />;
}

const introduction = '夜色下的城市，灯火与雨声交织。一段关于旅途与相遇的故事。';

const meta = {
  title: 'Forms/FormTextArea',
  component: FormTextArea,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { label: '影片简介', value: introduction, hint: '显示在影片详情页的标题下', maxLength: 200, showCount: true, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof FormTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing is reported and counted. */
export const Typing: Story = {
  args: { value: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '影片简介' }), '夜色');
    await expect(args.onChange).toHaveBeenLastCalledWith('夜色');
    await expect(canvas.getByText('2/200')).toBeInTheDocument();
  },
};

/** A decision that needs a reason (拒绝提现): required, and the error says so. */
export const RequiredReason: Story = {
  args: { label: '拒绝理由', value: '', hint: '会员会在提现记录里看到', required: true, error: '请填写拒绝理由', maxLength: 100 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '拒绝理由' });
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('会员会在提现记录里看到 请填写拒绝理由');
  },
};
export const ReadOnly: Story = { args: { readOnly: true } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid width={viewportWidth('desktop')} columns={3}>
      <StateCell label="text, count and hint">
        <FormTextArea {...args} />
      </StateCell>
      <StateCell label="required reason, error">
        <FormTextArea {...args} label="拒绝理由" value="" hint="会员会在提现记录里看到" required error="请填写拒绝理由" maxLength={100} />
      </StateCell>
      <StateCell label="read-only">
        <FormTextArea {...args} readOnly />
      </StateCell>
    </StateGrid>
  ),
};
