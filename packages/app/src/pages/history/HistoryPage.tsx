import { zhCN, zhCNEmpty, zhCNHistory, zhCNSearch } from '@nocturne/core';
import { useSnapshot } from 'valtio';
import { localLists } from '../../state/localLists.ts';
import { FeedGrid } from '../common/cards.tsx';
import { ClearButton } from '../common/ClearButton.tsx';
import { EmptyNextStep } from '../common/EmptyNextStep.tsx';
import { Page } from '../common/Page.tsx';

/** History (docs/product.md section 2): newest first; entries open /videoinfo; trash asks first. */
export default function HistoryPage() {
  const { history } = useSnapshot(localLists);
  return (
    <Page
      flush
      title={zhCNHistory.title}
      actions={
        <ClearButton
          list="history"
          label={zhCN.labels.clearHistory}
          title={zhCNSearch.clearTitle}
          message={zhCNHistory.clearMessage}
          disabled={history.length === 0}
        />
      }
    >
      {history.length === 0 ? (
        <EmptyNextStep
          illustration="history"
          message={zhCNHistory.empty}
          hint={zhCNEmpty.historyHint}
        />
      ) : (
        <FeedGrid label={zhCNHistory.title} items={history} adPlacement="random" />
      )}
    </Page>
  );
}
