import { zhCN, zhCNFavourites, zhCNPay, zhCNShare, zhCNSign, zhCNVideo, zhCNVip } from '@nocturne/core';
import { Button, IconCrown, IconDownload } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Basics/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: zhCNVip.upgrade, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: zhCNVip.upgrade }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: zhCN.common.cancel } };
export const Ghost: Story = { args: { variant: 'ghost', children: zhCN.common.seeMore } };
export const Danger: Story = { args: { variant: 'danger', children: zhCNFavourites.clearTitle } };
export const Loading: Story = {
  args: { loading: true, children: zhCNPay.paying },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true, children: zhCNSign.signedButton } };
export const Block: Story = { args: { block: true, size: 'large', icon: <IconCrown /> } };

export const AllStates: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StateGrid>
      <StateCell label="variants">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button variant="primary">{zhCNVip.upgrade}</Button>
          <Button variant="secondary">{zhCN.common.cancel}</Button>
          <Button variant="ghost">{zhCN.common.seeMore}</Button>
          <Button variant="danger">{zhCNFavourites.clearTitle}</Button>
        </div>
      </StateCell>
      <StateCell label="sizes">
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Button size="small">{zhCN.common.copy}</Button>
          <Button size="medium">{zhCN.common.save}</Button>
          <Button size="large">{zhCN.common.submit}</Button>
        </div>
      </StateCell>
      <StateCell label="loading, disabled, with icon">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button loading>{zhCNPay.paying}</Button>
          <Button disabled>{zhCNSign.signedButton}</Button>
          <Button variant="secondary" icon={<IconDownload />}>{zhCNShare.save}</Button>
        </div>
      </StateCell>
      <StateCell label="block">
        <Button block size="large" icon={<IconCrown />}>{zhCNVideo.buyVip}</Button>
      </StateCell>
    </StateGrid>
  ),
};
