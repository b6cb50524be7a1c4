import { zhCNOffline, type Episode } from '@nocturne/core';
import { DownloadButton } from '@nocturne/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../routes/paths.ts';
import { downloadOf, offlineState } from '../../state/offline/offlineState.ts';

// The sheet, the offer and the actions load on the first tap (or, for a member who may
// download, once the page is up): none of it is in the video page's code.
const DownloadChoices = lazy(() => import('./sheets.ts').then((sheets) => ({ default: sheets.DownloadChoices })));
const offline = () => import('../../state/offline/downloads.ts');

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
  const [tapped, setTapped] = useState(false);
  const download = downloadOf(snapshot, vid, episode.id);
  const status = download?.status ?? 'none';

  // A member who may download sees this episode's download as it stands (the device is read once).
  useEffect(() => {
    if (entitled) void offline().then((actions) => actions.offlineRuntime()).catch(() => undefined);
  }, [entitled]);

  const press = () => {
    setTapped(true);
    if (!entitled) setOfferVip(true);
    else if (status === 'none') void offline().then((actions) => actions.renditionChoices(episode.url, seconds).then(setChoices));
    else if (status === 'paused' || status === 'failed' || status === 'noSpace') void offline().then((actions) => actions.resumeDownload(download!.id));
    else void navigate(paths.offline);
  };

  return (
    <>
      <DownloadButton status={status} percent={download?.percent ?? 0} labels={zhCNOffline.status} onPress={press} />
      {tapped ? (
        <Suspense fallback={null}>
          <DownloadChoices
            choices={choices}
            onPick={(rendition) => {
              setChoices(null);
              void offline().then((actions) => actions.downloadEpisode({ vid, episodeId: episode.id, rendition, title, cover, episodeName: episode.name }));
            }}
            onCloseChoices={() => setChoices(null)}
            offerVip={offerVip}
            onOfferAnswer={(openVip) => {
              setOfferVip(false);
              if (openVip) void navigate(paths.vip);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
