import { zhCN } from '@nocturne/core';
import { InstallOverlay } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { OverlayFrame, StateGrid, overlayDocs } from './support/StateGrid.tsx';
import { iosTutorialImage } from './support/tutorialImage.ts';

const meta = {
  title: 'Overlays/InstallOverlay',
  component: InstallOverlay,
  tags: ['autodocs'],
  parameters: overlayDocs,
  args: {
    open: true,
    onOpenChange: fn(),
    onAndroidInstall: fn(),
    title: zhCN.home.install,
    androidLabel: zhCN.home.androidInstall,
    apkUrl: 'https://example.test/nocturne.apk',
    iosLabel: zhCN.home.iosTutorial,
    iosTutorialImage,
    iosTutorialHint: zhCN.home.iosTutorialHint,
    closeLabel: zhCN.common.close,
    backLabel: zhCN.common.back,
  },
} satisfies Meta<typeof InstallOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {};

/** No APK configured: only the iOS tutorial is offered. */
export const WithoutApk: Story = {
  args: { apkUrl: undefined },
  play: async () => {
    await screen.findByRole('button', { name: zhCN.home.iosTutorial });
    await expect(screen.queryByRole('link', { name: zhCN.home.androidInstall })).not.toBeInTheDocument();
  },
};

/** The iOS button shows the tutorial image; back returns to the choice. */
export const IosTutorial: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: zhCN.home.iosTutorial }));
    // The view fades in: wait for it rather than catch it mid-animation on a busy machine.
    const image = await screen.findByRole('img', { name: zhCN.home.iosTutorialHint });
    await waitFor(() => expect(image).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: zhCN.common.back }));
    const android = await screen.findByRole('link', { name: zhCN.home.androidInstall });
    await waitFor(() => expect(android).toBeVisible());
  },
};

export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: zhCN.common.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <OverlayFrame label="Android + iOS" height={260}>
        {(container) => <InstallOverlay {...args} modal={false} container={container} />}
      </OverlayFrame>
      <OverlayFrame label="no APK url" height={220}>
        {(container) => <InstallOverlay {...args} apkUrl={undefined} modal={false} container={container} />}
      </OverlayFrame>
      <OverlayFrame label="iOS tutorial" height={420}>
        {(container) => <InstallOverlay {...args} defaultView="iosTutorial" modal={false} container={container} />}
      </OverlayFrame>
    </StateGrid>
  ),
};
