import { zhCN } from '@nocturne/core';
import { useSnapshot } from 'valtio';
import { localLists } from '../../state/localLists.ts';
import { FeedGrid } from '../common/cards.tsx';
import { ClearButton } from '../common/ClearButton.tsx';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';

/** History (SPEC.md section 2): newest first; entries open /videoinfo; trash asks first. */
export default function HistoryPage() {
  const { history } = useSnapshot(localLists);
  return (
    <Page
      flush
      title={zhCN.history.title}
      actions={
        <ClearButton
          list="history"
          label={zhCN.labels.clearHistory}
          title={zhCN.search.clearTitle}
          message={zhCN.history.clearMessage}
          disabled={history.length === 0}
        />
      }
    >
      {history.length === 0 ? (
        <EmptyText text={zhCN.history.empty} />
      ) : (
        <FeedGrid label={zhCN.history.title} items={history} adPlacement="random" />
      )}
    </Page>
  );
}
