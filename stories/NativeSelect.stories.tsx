import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
// An internal building block (not exported by the kit): SelectField and FilterSelect compose it.
import { NativeSelect, type NativeSelectProps } from '../packages/ui/src/components/SelectField/NativeSelect.tsx';

type Status = 'pending' | 'approved' | 'rejected';
const OPTIONS = [
  { value: 'pending', label: '待审核' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '已拒绝', disabled: true },
] as const;

function Controlled(props: NativeSelectProps<Status>) {
  const [value, setValue] = useState<Status | ''>(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Building blocks/NativeSelect',
  component: NativeSelect<Status>,
  tags: ['autodocs'],
  args: { options: OPTIONS, value: '', emptyLabel: '全部', emptySelectable: true, 'aria-label': '状态', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 320 }}><Story /></div>],
} satisfies Meta<NativeSelectProps<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filter: 全部 stands for no choice and may be chosen again. Picking reports the value. */
export const Filter: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '状态' });
    await userEvent.selectOptions(select, 'approved');
    await expect(args.onValueChange).toHaveBeenCalledWith('approved');
    await userEvent.selectOptions(select, '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** A form's prompt (请选择) with a choice made. */
export const FormChoice: Story = { args: { value: 'pending', emptyLabel: '请选择', emptySelectable: false } };

/** Invalid in a checked form. */
export const Invalid: Story = { args: { emptyLabel: '请选择', emptySelectable: false, invalid: true } };

/** Disabled. */
export const Disabled: Story = { args: { value: 'approved', disabled: true } };
