import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
// An internal building block (not exported by the kit): ImageUpload keeps its value, ImageField frames it.
import { ImagePicker, type ImagePickerProps, type PickedImage } from '../packages/ui/src/components/ImageUpload/ImagePicker.tsx';

const SAVED = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#3a6"/></svg>');

function Controlled(props: ImagePickerProps) {
  const [value, setValue] = useState<PickedImage>(props.value);
  return (
    <ImagePicker
      {...props}
      value={value}
      onChange={(file) => {
        setValue(file);
        props.onChange(file);
      }}
    />
  );
}

const meta = {
  title: 'Building blocks/ImagePicker',
  component: ImagePicker,
  tags: ['autodocs'],
  args: { value: null, inputLabel: '收款码', hint: '上传收款码', removeLabel: '移除图片', previewAlt: '收款码预览', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a plus tile naming the file input. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('收款码')).toHaveAttribute('type', 'file');
  },
};

/** A saved image (a URL) with the remove button on its corner; removing reports null. */
export const Saved: Story = {
  args: { value: SAVED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByAltText('收款码预览')).toHaveAttribute('src', SAVED);
    await userEvent.click(canvas.getByRole('button', { name: '移除图片' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByAltText('收款码预览')).toBeNull();
  },
};

/** Round, for avatars. */
export const Round: Story = { args: { value: SAVED, shape: 'round', previewAlt: '头像预览' } };

/** Required and not picked in a checked form: the tile's border says so. */
export const Invalid: Story = { args: { required: true, invalid: true } };

/** Disabled while a form is sending. */
export const Disabled: Story = { args: { value: SAVED, disabled: true } };
