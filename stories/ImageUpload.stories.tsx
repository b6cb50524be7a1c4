import { zhCN, zhCNProfile, zhCNWithdraw } from '@nocturne/core';
import { ImageUpload } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { sampleAvatar, samplePicture } from './support/memberSamples.ts';

const meta = {
  title: 'Forms/ImageUpload',
  component: ImageUpload,
  tags: ['autodocs'],
  args: {
    label: zhCNWithdraw.code,
    hint: zhCNWithdraw.codeHint,
    removeLabel: zhCN.labels.remove,
    previewAlt: zhCN.labels.paymentCode,
    onChange: fn(),
    onReject: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking an image previews it and reports the file; removing reports null. */
export const PickAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File([await (await fetch(samplePicture('QR', 200, 96, 96))).blob()], 'code.svg', { type: 'image/svg+xml' });
    await userEvent.upload(canvas.getByLabelText(zhCNWithdraw.code), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('img', { name: zhCN.labels.paymentCode })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: zhCN.labels.remove }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
export const WithPreview: Story = { args: { defaultPreviewUrl: samplePicture('QR', 200, 96, 96) } };
export const Avatar: Story = {
  args: { label: zhCNProfile.avatar, previewAlt: zhCN.labels.avatar, shape: 'round', defaultPreviewUrl: sampleAvatar('夜', 280) },
};
export const Disabled: Story = { args: { disabled: true } };

/** In a column form (the withdrawal page) the tile keeps its size and the × stays on its corner. */
export const InAColumnForm: Story = {
  args: { defaultPreviewUrl: samplePicture('QR', 200, 96, 96) },
  decorators: [(Story) => <div style={{ display: 'flex', flexDirection: 'column', width: 343 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: zhCN.labels.paymentCode }).getBoundingClientRect();
    const remove = canvas.getByRole('button', { name: zhCN.labels.remove }).getBoundingClientRect();
    const centre = { x: remove.left + remove.width / 2, y: remove.top + remove.height / 2 };
    // The button's centre is within 16 px of the picture's top-right corner.
    await expect(Math.abs(centre.x - picture.right)).toBeLessThan(16);
    await expect(Math.abs(centre.y - picture.top)).toBeLessThan(16);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid columns={2}>
      <StateCell label="empty">
        <ImageUpload {...args} />
      </StateCell>
      <StateCell label="preview">
        <ImageUpload {...args} defaultPreviewUrl={samplePicture('QR', 200, 96, 96)} />
      </StateCell>
      <StateCell label="round avatar">
        <ImageUpload {...args} shape="round" label={zhCNProfile.avatar} hint={undefined} previewAlt={zhCN.labels.avatar} defaultPreviewUrl={sampleAvatar('夜', 280)} />
      </StateCell>
      <StateCell label="round, empty">
        <ImageUpload {...args} shape="round" label={zhCNProfile.avatar} hint={undefined} />
      </StateCell>
    </StateGrid>
  ),
};
