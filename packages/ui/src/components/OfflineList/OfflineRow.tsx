import type { ReactNode } from 'react';
import { IconPlay } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { Button } from '../Button/Button.tsx';
import { statusLabel, type DownloadStatus, type DownloadStatusLabels } from '../DownloadButton/downloadStatus.ts';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { ProgressBar, wholePercent } from '../ProgressBar/ProgressBar.tsx';
import * as styles from './OfflineList.css.ts';
import { BAR_TONE, NEXT_STEP, type OfflineAction } from './offlineRowView.ts';

/** One download as the list draws it: the fields of core's DownloadView that show. */
export interface OfflineItem {
  id: string;
  title: string;
  cover: string;
  episodeName: string;
  rendition: string;
  status: DownloadStatus;
  bytesDone: number;
  bytesTotal: number;
  /** 0..100 */
  percent: number;
  /** Unix ms: the licence's end. */
  expiresAt: number;
}

/** A row's words: the shape of core's zhCNOffline, so the app passes that. */
export interface OfflineRowLabels {
  status: DownloadStatusLabels;
  pause: string;
  resume: string;
  retry: string;
  remove: string;
  play: string;
  /** '12.3 MB / 45.6 MB' */
  bytes: (done: string, total: string) => string;
  /** '2026-12-05 前可离线观看' */
  expiresOn: (date: string) => string;
  expiredSentence: string;
  noSpaceSentence: string;
  failedSentence: string;
}

export interface OfflineFormats {
  /** Bytes as text, e.g. core's formatCacheSize. */
  formatSize: (bytes: number) => string;
  /** The licence's end as text, e.g. core's formatDate of it. */
  formatDate: (ms: number) => string;
}

export interface OfflineRowProps extends OfflineFormats {
  item: OfflineItem;
  labels: OfflineRowLabels;
  onAction: (id: string, action: OfflineAction) => void;
}

/** What the row says under its bar: what happened, or until when it plays offline. */
function statusSentence(item: OfflineItem, labels: OfflineRowLabels, formatDate: (ms: number) => string): string {
  switch (item.status) {
    case 'done':
      return labels.expiresOn(formatDate(item.expiresAt));
    case 'expired':
      return labels.expiredSentence;
    case 'failed':
      return labels.failedSentence;
    case 'noSpace':
      return labels.noSpaceSentence;
    default:
      return statusLabel(labels.status, item.status, wholePercent(item.percent));
  }
}

/**
 * One episode on the 离线缓存 page: cover, title, episode and rendition, bytes, a bar while it
 * is unfinished, what happened, and its actions. A stored episode plays by a tap on the row.
 * 删除 reports at once; the app asks first (zhCNOffline.removeConfirm in a ConfirmDialog),
 * so the kit has one delete path and the app one place to word it.
 */
export function OfflineRow({ item, labels, formatSize, formatDate, onAction }: OfflineRowProps) {
  const playable = item.status === 'done';
  const unfinished = BAR_TONE[item.status];
  const percent = wholePercent(item.percent);
  const next = NEXT_STEP[item.status];
  // Named with the episode: a screen reader lists many 暂停 buttons on this page.
  const nameOf = (word: string) => `${word} ${item.title} ${item.episodeName}`;
  const bytes = unfinished ? labels.bytes(formatSize(item.bytesDone), formatSize(item.bytesTotal)) : formatSize(item.bytesTotal);

  const content: ReactNode = (
    <>
      <span className={styles.cover}>
        {/* Decorative: the title beside it names the row. */}
        <LazyImage src={item.cover} alt="" loadingLabel="" ratio="16 / 9" />
        {playable ? (
          <span className={styles.playMark} aria-hidden="true">
            <IconPlay />
          </span>
        ) : null}
      </span>
      <span className={styles.text}>
        {playable ? <span className={visuallyHidden}>{labels.play}</span> : null}
        <span className={styles.title}>{item.title}</span>
        <span className={styles.detail}>
          {item.episodeName} · {item.rendition}
        </span>
        <span className={styles.detail}>{bytes}</span>
      </span>
    </>
  );

  return (
    <article className={styles.row} data-status={item.status}>
      {playable ? (
        <button type="button" className={styles.body} onClick={() => onAction(item.id, 'play')}>
          {content}
        </button>
      ) : (
        <div className={styles.body}>{content}</div>
      )}
      {unfinished ? (
        <div className={styles.progress}>
          <ProgressBar value={percent} label={`${item.title} ${item.episodeName}`} tone={unfinished} />
          <span className={styles.percent} aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}
      <div className={styles.foot}>
        <p className={styles.sentence[item.status]}>{statusSentence(item, labels, formatDate)}</p>
        <div className={styles.actions}>
          {next ? (
            <Button size="small" variant="secondary" aria-label={nameOf(labels[next])} onClick={() => onAction(item.id, next)}>
              {labels[next]}
            </Button>
          ) : null}
          <Button size="small" variant="ghost" aria-label={nameOf(labels.remove)} onClick={() => onAction(item.id, 'remove')}>
            {labels.remove}
          </Button>
        </div>
      </div>
    </article>
  );
}
