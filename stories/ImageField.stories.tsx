import { ImageField, type ImageFieldProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLiveValue } from './support/liveValue.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { samplePicture } from './support/memberSamples.ts';
import { shownAt, viewportWidth } from './support/viewports.ts';

function Controlled(props: ImageFieldProps) {
  const [value, onChange] = useLiveValue(props.value, props.onChange);
  return <ImageField {...props} value={value} onChange={onChange} />;
}

const savedAd = samplePicture('广告', 30, 300, 120);

const meta = {
  title: 'Forms/ImageField',
  component: ImageField,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: {
    label: '广告图片',
    value: null,
    tileHint: '上传图片',
    hint: '建议尺寸 750×300，不超过 2MB',
    removeLabel: '删除图片',
    previewAlt: '广告图片预览',
    onChange: fn(),
    onReject: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof ImageField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking shows the file (the story holds the value, as a form would); removing reports null. */
export const PickAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File([await (await fetch(samplePicture('AD', 200, 96, 96))).blob()], 'ad.svg', { type: 'image/svg+xml' });
    await userEvent.upload(canvas.getByLabelText(/^广告图片/), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('img', { name: '广告图片预览' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '删除图片' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
/** An image already saved shows from its URL. */
export const Saved: Story = { args: { value: savedAd } };
export const RequiredWithError: Story = { args: { required: true, error: '请上传广告图片' } };
export const Disabled: Story = { args: { value: savedAd, disabled: true } };

export const AllStates: Story = {
  render: (args) => (
    <StateGrid width={viewportWidth('desktop')} columns={4}>
      <StateCell label="empty, with hints">
        <ImageField {...args} />
      </StateCell>
      <StateCell label="saved image">
        <ImageField {...args} value={savedAd} />
      </StateCell>
      <StateCell label="required, error">
        <ImageField {...args} required error="请上传广告图片" />
      </StateCell>
      <StateCell label="round (an icon)">
        <ImageField {...args} label="渠道图标" hint={undefined} shape="round" value={samplePicture('支', 200, 96, 96)} previewAlt="渠道图标预览" />
      </StateCell>
    </StateGrid>
  ),
};
