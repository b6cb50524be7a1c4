import { zhCNShare } from '@nocturne/core';
import { ShareCard } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleCover } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const labels = {
  inviteCode: zhCNShare.inviteCode,
  inviteLink: zhCNShare.inviteLink,
  save: zhCNShare.save,
  copy: zhCNShare.copy,
  hint: zhCNShare.hint,
  qr: zhCNShare.qrLabel,
};
const avatar = sampleCover(40, 64, 64);
const link = 'https://nocturne.example/videoinfo?share=NC8F3K2Q';

const meta = {
  title: 'Player/ShareCard',
  component: ShareCard,
  tags: ['autodocs'],
  args: { avatar, inviteCode: 'NC8F3K2Q', link, labels, onSave: fn(), onCopy: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ShareCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save hands over the QR canvas and its PNG; copy hands over the link. */
export const SaveAndCopy: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: zhCNShare.qrLabel })).toHaveStyle({ width: '110px' });
    await userEvent.click(canvas.getByRole('button', { name: zhCNShare.copy }));
    await expect(args.onCopy).toHaveBeenCalledWith(link);
    await userEvent.click(canvas.getByRole('button', { name: zhCNShare.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ dataUrl: expect.stringMatching(/^data:image\/png/) })));
  },
};

export const LongLink: Story = { args: { link: `${link}&from=a-very-long-campaign-name-that-wraps-on-narrow-phones` } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="default">
        <ShareCard avatar={avatar} inviteCode="NC8F3K2Q" link={link} labels={labels} onSave={() => {}} onCopy={() => {}} />
      </StateCell>
    </StateGrid>
  ),
};
