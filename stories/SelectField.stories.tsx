import { SelectField, type SelectFieldProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

type Category = 'movie' | 'series' | 'anime' | 'variety';
const categories = [
  { value: 'movie', label: '电影' },
  { value: 'series', label: '剧集' },
  { value: 'anime', label: '动漫' },
  { value: 'variety', label: '综艺', disabled: true },
] as const satisfies SelectFieldProps<Category>['options'];

function Controlled(props: SelectFieldProps<Category>) {
  const [value, onChange] = useLiveValue<Category | null, Category>(props.value, props.onChange);
  return <SelectField {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Forms/SelectField',
  component: SelectField<Category>,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: { label: '分类', options: categories, value: null, placeholder: '请选择分类', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof SelectField<Category>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own list: a choice is reported; the prompt cannot be chosen back. */
export const Choosing: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '分类' });
    await userEvent.selectOptions(select, '剧集');
    await expect(args.onChange).toHaveBeenCalledWith('series');
    await expect(select).toHaveDisplayValue('剧集');
    await expect(within(canvasElement).getByRole('option', { name: '请选择分类' })).toBeDisabled();
  },
};
export const Chosen: Story = { args: { value: 'movie' } };
export const RequiredWithError: Story = { args: { required: true, hint: '决定影片出现在哪个频道', error: '请选择分类' } };
export const Disabled: Story = { args: { value: 'anime', disabled: true } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid width={viewportWidth('desktop')} columns={3}>
      <StateCell label="prompt">
        <SelectField {...args} />
      </StateCell>
      <StateCell label="chosen, with a hint">
        <SelectField {...args} value="movie" hint="决定影片出现在哪个频道" />
      </StateCell>
      <StateCell label="required, error">
        <SelectField {...args} required error="请选择分类" />
      </StateCell>
      <StateCell label="disabled">
        <SelectField {...args} value="anime" disabled />
      </StateCell>
    </StateGrid>
  ),
};
