import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Spinner } from '../../icons/Spinner.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import * as styles from './RecordTabs.css.ts';

export interface RecordTab {
  value: string;
  /** e.g. '充值记录'. */
  label: string;
  /** The tab's rows (RecordItem elements); an empty list shows `emptyText`. */
  records: readonly ReactNode[];
  /** While the tab's records load. */
  loading?: boolean;
}

export interface RecordTabsProps {
  /** Names the tab list, e.g. '账单记录'. */
  title: string;
  tabs: readonly RecordTab[];
  /** Controlled current tab; the app loads its records when it changes. */
  value: string;
  onValueChange: (value: string) => void;
  /** e.g. '暂无记录'. */
  emptyText: string;
  /** The empty tab's second line, e.g. what will appear here. */
  emptyHint?: string;
  /** The empty tab's next step, e.g. a Button 去充值. */
  emptyAction?: ReactNode;
  loadingText: string;
}

/** The records page: top-up, coin and withdrawal records as tabs (Radix Tabs). */
export function RecordTabs({ title, tabs, value, onValueChange, emptyText, emptyHint, emptyAction, loadingText }: RecordTabsProps) {
  return (
    <Tabs.Root className={styles.root} value={value} onValueChange={onValueChange}>
      <Tabs.List className={styles.list} aria-label={title}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          <TabBody tab={tab} loadingText={loadingText} empty={<EmptyState illustration="records" message={emptyText} hint={emptyHint} action={emptyAction} />} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function TabBody({ tab, empty, loadingText }: { tab: RecordTab; empty: ReactNode; loadingText: string }) {
  if (tab.loading) {
    return (
      <p className={styles.status} role="status">
        <Spinner /> {loadingText}
      </p>
    );
  }
  if (tab.records.length === 0) return empty;
  return (
    <ul className={styles.records}>
      {tab.records.map((record, index) => (
        <li key={index}>{record}</li>
      ))}
    </ul>
  );
}
