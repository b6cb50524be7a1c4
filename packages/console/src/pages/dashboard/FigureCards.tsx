import { zhCNConsole, type DashboardFigures } from '@nocturne/core';
import { formatCount, formatFen } from '../../format/figures.ts';
import * as styles from './dashboard.css.ts';

const text = zhCNConsole.dashboard;

type FigureKey = keyof DashboardFigures;

/** The cards in reading order; money is in fen, queues compare with the start of today. */
const CARDS: readonly { key: FigureKey; format: (value: number) => string; queue?: boolean }[] = [
  { key: 'newMembers', format: formatCount },
  { key: 'activeMembers', format: formatCount },
  { key: 'topUpRevenueFen', format: formatFen },
  { key: 'vipRevenueFen', format: formatFen },
  { key: 'coinsSpent', format: formatCount },
  { key: 'offlineDownloads', format: formatCount },
  { key: 'withdrawalsWaiting', format: formatCount, queue: true },
  { key: 'openReports', format: formatCount, queue: true },
  { key: 'chatsWaiting', format: formatCount, queue: true },
];

/** Today's figure large, yesterday's under it: a list of terms and values, read as such. A figure the role may not see (null) has no card. */
export function FigureCards({ figures }: { figures: DashboardFigures }) {
  return (
    <dl className={styles.cards}>
      {CARDS.map(({ key, format, queue }) => {
        const pair = figures[key];
        if (!pair) return null;
        return (
          <div key={key} className={styles.card} data-testid={`figure-${key}`}>
            <dt className={styles.cardLabel}>{text.figures[key]}</dt>
            <dd className={styles.cardValue}>{format(pair.today)}</dd>
            <dd className={styles.cardCompare}>{queue ? text.queueYesterday(format(pair.yesterday)) : text.yesterday(format(pair.yesterday))}</dd>
          </div>
        );
      })}
    </dl>
  );
}
