import { zhCNFeedback } from '@nocturne/core';
import { TextArea, type TextAreaProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { longChinese } from './support/memberSamples.ts';

function Controlled(props: TextAreaProps) {
  const [value, onChange] = useLiveValue(props.value, props.onChange);
  return <TextArea {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: zhCNFeedback.title,
    value: '',
    placeholder: zhCNFeedback.placeholder,
    maxLength: 200,
    showCount: true,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: zhCNFeedback.title });
    await userEvent.type(box, '很好');
    await expect(args.onChange).toHaveBeenLastCalledWith('很好');
    await expect(within(canvasElement).getByText('2/200')).toBeInTheDocument();
  },
};
export const WithError: Story = { args: { error: zhCNFeedback.required } };
export const LongChineseText: Story = { args: { value: `${longChinese}${longChinese}` } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="empty with placeholder">
        <TextArea {...args} />
      </StateCell>
      <StateCell label="error">
        <TextArea {...args} error={zhCNFeedback.required} />
      </StateCell>
      <StateCell label="long Chinese text">
        <TextArea {...args} value={`${longChinese}${longChinese}`} />
      </StateCell>
    </StateGrid>
  ),
};
