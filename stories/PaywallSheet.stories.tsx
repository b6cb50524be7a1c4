import { zhCN, zhCNVideo } from '@nocturne/core';
import { PaywallSheet } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { OverlayFrame, StateGrid } from './support/StateGrid.tsx';

/** docs/product.md section 9: a single episode costs 2 coins; the price reaches the kit in the label. */
const EPISODE_PRICE = 2;
const labels = { title: zhCNVideo.previewEnded, buyEpisode: zhCNVideo.buyEpisode(EPISODE_PRICE), buyVip: zhCNVideo.buyVip, cancel: zhCN.common.cancel };

const meta = {
  title: 'Player/PaywallSheet',
  component: PaywallSheet,
  tags: ['autodocs'],
  args: { open: true, labels, message: zhCN.labels.balanceLine(12), onBuyEpisode: fn(), onBuyVip: fn(), onCancel: fn() },
  argTypes: { busy: { control: 'inline-radio', options: [null, 'episode', 'vip'] } },
} satisfies Meta<typeof PaywallSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: zhCNVideo.buyEpisode(2) }));
    await userEvent.click(screen.getByRole('button', { name: zhCN.common.cancel }));
    await expect(args.onBuyEpisode).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const BuyingEpisode: Story = { args: { busy: 'episode' } };
export const BuyingVip: Story = { args: { busy: 'vip' } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <OverlayFrame label="choices" height={360}>
        {(container) => <PaywallSheet open modal={false} container={container} labels={labels} message={zhCN.labels.balanceLine(12)} onBuyEpisode={() => {}} onBuyVip={() => {}} onCancel={() => {}} />}
      </OverlayFrame>
      <OverlayFrame label="buying the episode" height={330}>
        {(container) => <PaywallSheet open modal={false} container={container} labels={labels} busy="episode" onBuyEpisode={() => {}} onBuyVip={() => {}} onCancel={() => {}} />}
      </OverlayFrame>
    </StateGrid>
  ),
};
