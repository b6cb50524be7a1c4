import { zhCNEmpty, zhCNSearch } from '@nocturne/core';
import { InfiniteList } from '@nocturne/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchResultsPath } from '../../routes/paths.ts';
import { fetchSearchPage } from '../../state/catalogue.ts';
import { recordSearch } from '../../state/lists.ts';
import { FeedGrid } from '../common/cards.tsx';
import { EmptyNextStep } from '../common/EmptyNextStep.tsx';
import { listStatus, searchInfiniteLabels } from '../common/listStatus.ts';
import { Page } from '../common/Page.tsx';
import { usePagedList } from '../common/usePagedList.ts';
import { SearchForm } from './SearchForm.tsx';
import * as styles from '../common/page.css.ts';

/** Search results (/sreinfo?type&sonType&searchStr&title): box, button and an infinite list. */
export default function SearchResultsPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const type = query.get('type') ?? '';
  const sonType = query.get('sonType') ?? '';
  const searchStr = query.get('searchStr') ?? '';
  const title = query.get('title') || searchStr || zhCNSearch.button;
  const { controller, state } = usePagedList('search', query.toString(), (page) =>
    fetchSearchPage({ type, sonType, searchStr, title: query.get('title') ?? '' }, page),
  );
  const search = (term: string) => {
    const normalized = recordSearch(term);
    if (normalized) void navigate(searchResultsPath({ type, sonType, searchStr: normalized, title: normalized }), { replace: true });
  };
  return (
    <Page flush title={title}>
      <div className={styles.inset}>
        <SearchForm key={searchStr} initial={searchStr} placeholder={zhCNSearch.placeholder} onSearch={search} />
      </div>
      {state.noMore && state.items.length === 0 ? (
        <EmptyNextStep
          illustration="search"
          message={zhCNEmpty.search}
          hint={zhCNEmpty.searchHint}
        />
      ) : (
        <InfiniteList status={listStatus(state)} onLoadMore={() => void controller.loadMore()} labels={searchInfiniteLabels}>
          <FeedGrid label={title} items={state.items} adPlacement="random" loading={state.items.length === 0 && state.loading} />
        </InfiniteList>
      )}
    </Page>
  );
}
