import { licenceHolds, offlinePlaylistUrl, playerScreen, zhCNOffline, zhCNVideo, type DownloadView } from '@nocturne/core';
import { PlayerShell } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { offlineRuntime } from '../../state/offline/downloads.ts';
import type { OfflineRuntime } from '../../state/offline/offlineRuntime.ts';
import { runtime } from '../../state/runtime.ts';
import { useScreenPlayback, screenPlayer } from '../video/screenPlayer.ts';
import { shellLabels } from '../video/shellLabels.ts';
import { VideoPlayer } from '../video/VideoPlayer.tsx';

/**
 * A downloaded episode on the screen's player, read from the device by the offline loader:
 * whole (its licence is the entitlement), from where the member left it, and the position is
 * kept as the video page keeps it, so either picks up where the other stopped.
 */
export function OfflineScreen({ download, onClose }: { download: DownloadView; onClose: () => void }) {
  const [opened, setOpened] = useState<OfflineRuntime | null>(null);
  const [startAt] = useState(() => runtime().stores.playbackProgress.positionOf(download.vid) ?? 0);
  // Its parts the stage needs, each read on its own: the screen does not re-render on every timeupdate.
  const started = useScreenPlayback((snapshot) => snapshot.started);
  const error = useScreenPlayback((snapshot) => snapshot.error);

  useEffect(() => {
    let live = true;
    void offlineRuntime().then((next) => live && setOpened(next));
    return () => {
      live = false;
    };
  }, []);

  const keep = (seconds: number) => runtime().stores.playbackProgress.save(download.vid, seconds, screenPlayer()?.controller.getSnapshot().duration);
  const screen = playerScreen({ detail: opened ? 'ready' : 'loading', hasEpisode: true, playback: { started, error, previewEnded: false }, entitled: true, paywallOpen: false });
  // The loader refuses a key once the licence has ended: that failure is the licence's, not the network's.
  const expired = error !== null && !licenceHolds(download, Date.now());
  return (
    <PlayerShell
      title={download.title}
      introduction={download.episodeName}
      state={screen.stage}
      labels={{ ...shellLabels, error: expired ? zhCNOffline.expiredSentence : zhCNVideo.playbackFailed[screen.stage === 'error' ? screen.reason : 'other'] }}
      onBack={onClose}
      onRetry={() => void screenPlayer()?.controller.retry()}
    >
      {opened ? (
        <VideoPlayer
          url={offlinePlaylistUrl(download.id)}
          hlsConfig={{ loader: opened.loader }}
          startAt={startAt}
          // No poster: its picture is on the network, and the stored stream shows its first frame at once.
          poster=""
          streamKey={0}
          thumbnails=""
          title={download.title}
          previewSeconds={0}
          entitled
          catalogueSeconds={0}
          nextEpisode={null}
          onNextEpisode={() => undefined}
          onPreviewEnded={() => undefined}
          onLeave={keep}
          onProgress={keep}
        />
      ) : null}
    </PlayerShell>
  );
}
