import { formatCacheSize, formatDate, zhCN, zhCNOffline, type DownloadView } from '@nocturne/core';
import { ConfirmDialog, OfflineList, StorageMeter, type OfflineAction } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { businessTimeZone } from '../../state/config.ts';
import { measureStorage, offlineState, pauseDownload, removeDownload, resumeDownload } from '../../state/offline/downloads.ts';
import { showToast } from '../../state/toasts.ts';
import { Page } from '../common/Page.tsx';
import { OfflineScreen } from './OfflineScreen.tsx';
import * as styles from './offline.css.ts';

/** `?play=<id>`: the download playing at the top of the page (kept by a reload, offline too). */
const PLAYING = 'play';

/**
 * 离线缓存 (/offline, from 我的): every download with its progress and actions, the storage they
 * use, and a finished episode playing at the top. Everything here reads the device only, so
 * the page works from the installed app with no network.
 */
export default function OfflinePage() {
  const { downloads, storage, ready } = useSnapshot(offlineState);
  const [query, setQuery] = useSearchParams();
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    void measureStorage().catch(() => undefined);
  }, []);

  const playing = downloads.find((download) => download.id === query.get(PLAYING) && download.status === 'done');
  const play = (download: DownloadView) => {
    if (download.status === 'expired') showToast(zhCNOffline.expiredSentence);
    else if (download.status === 'done') setQuery({ [PLAYING]: download.id }, { replace: playing !== undefined });
  };
  const onAction = (id: string, action: OfflineAction) => {
    const download = downloads.find((candidate) => candidate.id === id);
    if (!download) return;
    if (action === 'play') play(download);
    else if (action === 'pause') void pauseDownload(id);
    else if (action === 'resume' || action === 'retry') void resumeDownload(id);
    else setRemoving(id);
  };

  return (
    <Page title={zhCNOffline.title}>
      {playing ? <OfflineScreen key={playing.id} download={playing} onClose={() => setQuery({}, { replace: true })} /> : null}
      {storage ? (
        <div className={styles.storage}>
          <StorageMeter used={storage.used} quota={storage.quota} formatSize={formatCacheSize} label={zhCNOffline.storage} />
        </div>
      ) : null}
      {ready ? (
        <OfflineList
          items={downloads}
          labels={zhCNOffline}
          formatSize={formatCacheSize}
          formatDate={(ms) => formatDate(new Date(ms), businessTimeZone())}
          onAction={onAction}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={zhCNOffline.removeConfirm}
        message={downloads.find((download) => download.id === removing)?.title ?? ''}
        confirmLabel={zhCNOffline.remove}
        cancelLabel={zhCN.common.cancel}
        tone="danger"
        onConfirm={() => {
          if (removing) void removeDownload(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
