import { formatCacheSize, zhCN, zhCNOffline, type Episode } from '@nocturne/core';
import { ConfirmDialog, DownloadButton, QualityPickerSheet } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../routes/paths.ts';
import { downloadEpisode, downloadOf, offlineRuntime, offlineState, renditionChoices, resumeDownload } from '../../state/offline/downloads.ts';

interface EpisodeDownloadProps {
  /** The video's code, title and cover, and its length (for the sizes the sheet shows). */
  vid: number;
  title: string;
  cover: string;
  seconds: number;
  episode: Episode;
  /** VIP, or this episode bought: only then is a download offered. */
  entitled: boolean;
}

/**
 * 缓存 on the video page's action row. A member who may watch the episode in full picks a
 * quality and the episode downloads; one who may not is offered VIP, never a download. A
 * download under way, stored or expired opens 离线缓存; a stopped one goes on.
 */
export function EpisodeDownload({ vid, title, cover, seconds, episode, entitled }: EpisodeDownloadProps) {
  const navigate = useNavigate();
  const snapshot = useSnapshot(offlineState);
  const [choices, setChoices] = useState<{ name: string; bytes: number }[] | null>(null);
  const [offerVip, setOfferVip] = useState(false);
  const download = downloadOf(snapshot, vid, episode.id);
  const status = download?.status ?? 'none';

  // A member who may download sees this episode's download as it stands (the device is read once).
  useEffect(() => {
    if (entitled) void offlineRuntime().catch(() => undefined);
  }, [entitled]);

  const press = () => {
    if (!entitled) setOfferVip(true);
    else if (status === 'none') void renditionChoices(episode.url, seconds).then(setChoices);
    else if (status === 'paused' || status === 'failed' || status === 'noSpace') void resumeDownload(download!.id);
    else void navigate(paths.offline);
  };

  return (
    <>
      <DownloadButton status={status} percent={download?.percent ?? 0} labels={zhCNOffline.status} onPress={press} />
      <QualityPickerSheet
        open={choices !== null}
        renditions={choices ?? []}
        labels={{ title: zhCNOffline.pickQuality, close: zhCN.common.close, approxSize: zhCNOffline.approxSize }}
        formatSize={formatCacheSize}
        onPick={(rendition) => {
          setChoices(null);
          void downloadEpisode({ vid, episodeId: episode.id, rendition, title, cover, episodeName: episode.name });
        }}
        onClose={() => setChoices(null)}
      />
      <ConfirmDialog
        open={offerVip}
        title={zhCNOffline.title}
        message={zhCNOffline.vipOnly}
        confirmLabel={zhCNOffline.openVip}
        cancelLabel={zhCN.common.cancel}
        onConfirm={() => {
          setOfferVip(false);
          void navigate(paths.vip);
        }}
        onCancel={() => setOfferVip(false)}
      />
    </>
  );
}
