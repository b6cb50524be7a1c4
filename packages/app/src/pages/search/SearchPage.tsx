import { zhCN, zhCNSearch } from '@nocturne/core';
import { ConfirmDialog, HistoryTags, HotTags } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { searchResultsPath } from '../../routes/paths.ts';
import { catalogueState, loadHotSearch } from '../../state/catalogue.ts';
import { cancelClear, confirmClear, recordSearch } from '../../state/lists.ts';
import { localLists } from '../../state/localLists.ts';
import { useBackOnline } from '../common/online.ts';
import { Page } from '../common/Page.tsx';
import { SearchForm } from './SearchForm.tsx';
import * as styles from '../common/page.css.ts';

const askHotSearch = () => void loadHotSearch();

/** Search entry (/sreach): the box, the history (cleared after confirming) and the hot words. */
export default function SearchPage() {
  const navigate = useNavigate();
  const { searchHistory } = useSnapshot(localLists);
  const { hotWords: hot } = useSnapshot(catalogueState);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void loadHotSearch();
  }, []);
  // Hot words that failed to load (offline) are asked for again (loadHotSearch asks only while there are none).
  useBackOnline(askHotSearch);

  const search = (term: string) => {
    const normalized = recordSearch(term);
    if (normalized) void navigate(searchResultsPath({ searchStr: normalized, title: normalized }));
  };

  return (
    <Page flush title={zhCNSearch.button}>
      <div className={styles.inset}>
        <SearchForm placeholder={zhCN.home.searchPlaceholder} autoFocus onSearch={search} />
      </div>
      {searchHistory.length > 0 ? (
        <HistoryTags
          terms={[...searchHistory]}
          onPick={search}
          onClear={() => setConfirming(true)}
          labels={{ title: zhCNSearch.history, clear: zhCN.labels.clearSearchHistory }}
        />
      ) : null}
      {hot.length > 0 ? <HotTags terms={[...hot]} onPick={search} title={zhCNSearch.hot} /> : null}
      <ConfirmDialog
        open={confirming}
        title={zhCNSearch.clearTitle}
        message={zhCNSearch.clearMessage}
        confirmLabel={zhCN.common.confirm}
        cancelLabel={zhCN.common.cancel}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          confirmClear('searchHistory');
        }}
        onCancel={() => {
          setConfirming(false);
          cancelClear('searchHistory');
        }}
      />
    </Page>
  );
}
