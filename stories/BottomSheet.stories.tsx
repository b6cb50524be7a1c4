import { zhCN, zhCNDarkWeb, zhCNVideo } from '@nocturne/core';
import { BottomSheet, Button } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame, StateGrid, overlayDocs } from './support/StateGrid.tsx';

const episodes = Array.from({ length: 12 }, (_, index) => `第${index + 1}集`);

function EpisodeButtons() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
      {episodes.map((episode) => (
        <Button key={episode} variant="secondary" size="small">
          {episode}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  tags: ['autodocs'],
  args: {
    title: zhCNVideo.episodes,
    closeLabel: zhCN.common.close,
    trigger: <Button>{zhCNVideo.episodes}</Button>,
    children: <EpisodeButtons />,
  },
  parameters: { layout: 'padded', ...overlayDocs },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger; Escape closes it and focus returns to the trigger. */
export const FromTrigger: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: zhCNVideo.episodes });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: zhCNVideo.episodes })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithDescription: Story = {
  args: { defaultOpen: true, title: zhCNVideo.previewEnded, description: zhCNVideo.buyVip, children: <Button block>{zhCNVideo.buyEpisode(2)}</Button> },
};

/** Not closable: no close button, Escape and the scrim do nothing; the member must pick an action. */
export const NotClosable: Story = {
  args: { defaultOpen: true, closable: false, title: zhCNVideo.previewEnded, children: <Button block>{zhCNVideo.buyVip}</Button> },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  args: { defaultOpen: true, title: '这是一个非常非常长的中文标题用于检查标题在窄屏上的截断效果' },
};

export const AllStates: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StateGrid>
      <OverlayFrame label="open, with close button">
        {(container) => (
          <BottomSheet open modal={false} container={container} title={zhCNVideo.episodes} closeLabel={zhCN.common.close}>
            <EpisodeButtons />
          </BottomSheet>
        )}
      </OverlayFrame>
      <OverlayFrame label="description, not closable" height={300}>
        {(container) => (
          <BottomSheet open modal={false} container={container} closable={false} title={zhCNVideo.previewEnded} description={zhCNVideo.buyVip}>
            <Button block>{zhCNVideo.buyEpisode(2)}</Button>
          </BottomSheet>
        )}
      </OverlayFrame>
      <OverlayFrame label="long title" height={240}>
        {(container) => (
          <BottomSheet open modal={false} container={container} title="这是一个非常非常长的中文标题用于检查标题在窄屏上的截断效果" closeLabel={zhCN.common.close}>
            <p style={{ margin: 0 }}>{zhCNDarkWeb.gateMessage}</p>
          </BottomSheet>
        )}
      </OverlayFrame>
    </StateGrid>
  ),
};
