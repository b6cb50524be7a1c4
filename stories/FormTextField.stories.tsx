import { FormTextField, type FormTextFieldProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';
import { shownAt, viewportWidth } from './support/viewports.ts';

function Controlled(props: FormTextFieldProps) {
  const [value, onChange] = useLiveValue(props.value, props.onChange);
  return <FormTextField {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Forms/FormTextField',
  component: FormTextField,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { label: '影片标题', value: '城市夜景', hint: '最多30个字，显示在影片卡片上', maxLength: 30, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing is reported; the hint describes the box. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '影片标题' });
    await userEvent.type(input, '之夜');
    await expect(args.onChange).toHaveBeenLastCalledWith('城市夜景之夜');
    await expect(input).toHaveAccessibleDescription('最多30个字，显示在影片卡片上');
  },
};

/** A required field is marked (the asterisk is seen, `required` is heard); the error follows the hint. */
export const RequiredWithError: Story = {
  args: { value: '', required: true, error: '请输入影片标题' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '影片标题' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('最多30个字，显示在影片卡片上 请输入影片标题');
  },
};
export const Empty: Story = { args: { value: '', placeholder: '例如：城市夜景' } };
export const ReadOnly: Story = { args: { label: '影片编号', value: 'V10086', hint: undefined, readOnly: true } };
export const Link: Story = { args: { label: '广告链接', type: 'url', value: 'https://nocturne.example/vip', hint: '会员点击广告后打开的地址' } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid width={viewportWidth('desktop')} columns={3}>
      <StateCell label="value with a hint">
        <FormTextField {...args} />
      </StateCell>
      <StateCell label="empty, placeholder">
        <FormTextField {...args} value="" placeholder="例如：城市夜景" />
      </StateCell>
      <StateCell label="required, error">
        <FormTextField {...args} value="" required error="请输入影片标题" />
      </StateCell>
      <StateCell label="read-only">
        <FormTextField {...args} label="影片编号" value="V10086" hint={undefined} readOnly />
      </StateCell>
      <StateCell label="url">
        <FormTextField {...args} label="广告链接" type="url" value="https://nocturne.example/vip" hint="会员点击广告后打开的地址" />
      </StateCell>
      <StateCell label="long Chinese text">
        <FormTextField {...args} value={longChinese} error={longChinese} />
      </StateCell>
    </StateGrid>
  ),
};
