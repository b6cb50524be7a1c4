import { zhCNPlayer, zhCNVideo } from '@nocturne/core';
import { PlayerNextEpisode, PlayerNotice, PlayerRoot, PlayerStage } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playerOf, samplePlayer, type PlayerArgs } from './support/playerArgs.tsx';
import { over } from './support/playerPart.tsx';
import { controlLabels as labels } from './support/playerSamples.tsx';
import { VideoStage } from './support/videoStage.tsx';

/** The next-episode card, the notice and the stage; the buttons, the clock and the menus have stories of their own. */
const meta: Meta<PlayerArgs> = {
  title: 'Player/Parts',
  args: samplePlayer,
};

export default meta;
type Story = StoryObj<PlayerArgs>;


export const NextEpisode: Story = {
  args: { paused: true, currentTime: 245, nextEpisode: { name: '第2集', secondsLeft: 5 } },
  render: over(<PlayerNextEpisode labels={labels} />),
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: zhCNPlayer.nextEpisode });
    await userEvent.click(within(card).getByRole('button', { name: zhCNPlayer.cancel }));
    await expect(args.onNextEpisodeCancel).toHaveBeenCalledTimes(1);
  },
};

const startOver = fn();

/** Where a video resumed, with 从头播放: under the back button, clear of the centre play button. */
export const ResumeNotice: Story = {
  args: { paused: true },
  render: over(<PlayerNotice message={zhCNVideo.resume('03:12')} action={{ label: zhCNVideo.startOver, onPress: startOver }} />),
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(zhCNVideo.resume('03:12'));
    await userEvent.click(within(notice).getByRole('button', { name: zhCNVideo.startOver }));
    await expect(startOver).toHaveBeenCalledTimes(1);
  },
};

/** A notice with nothing to do about it. */
export const NoticeAlone: Story = {
  render: over(<PlayerNotice message={zhCNVideo.resume('00:42')} />),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: zhCNVideo.startOver })).toBeNull();
  },
};

/** The stage alone: the video, and the keys (the arrows seek by the step, m mutes, f asks for fullscreen). */
export const Stage: Story = {
  render: (args) => (
    <VideoStage>
      <PlayerRoot player={playerOf(args)}>
        <PlayerStage label={labels.controls} onTap={() => {}} />
      </PlayerRoot>
    </VideoStage>
  ),
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('group', { name: zhCNPlayer.controls }).focus();
    await userEvent.keyboard('{ArrowLeft}m');
    await expect(args.onSeek).toHaveBeenCalledWith(73);
    await expect(args.onToggleMute).toHaveBeenCalledTimes(1);
  },
};
