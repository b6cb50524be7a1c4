import { withRandomAds, zhCN, zhCNEmpty, zhCNTopics } from '@nocturne/core';
import { InfiniteList, LazyImage } from '@nocturne/ui';
import { useSearchParams } from 'react-router-dom';
import { useShownAds } from '../common/useShownAds.ts';
import { parseSubjectItem } from '../../routes/paths.ts';
import { fetchSubjectPage } from '../../state/catalogue.ts';
import { BackToTopButton } from '../common/BackToTopButton.tsx';
import { FeedGrid } from '../common/cards.tsx';
import { EmptyNextStep } from '../common/EmptyNextStep.tsx';
import { infiniteLabels, listStatus } from '../common/listStatus.ts';
import { Page } from '../common/Page.tsx';
import { usePagedList } from '../common/usePagedList.ts';

/** Subject list (/cateInfo?item=): banner, title, an infinite grid, back to top. */
export default function SubjectPage() {
  const [query] = useSearchParams();
  const item = parseSubjectItem(query.get('item'));
  const { config, ads } = useShownAds();
  const { controller, state } = usePagedList('subject', query.get('item') ?? '', (page) =>
    item ? fetchSubjectPage(item, page) : Promise.resolve([]),
  );
  if (!item) {
    return (
      <Page title={zhCNTopics.title}>
        <EmptyNextStep illustration="videos" message={zhCN.common.empty} hint={zhCNEmpty.topicsHint} />
      </Page>
    );
  }
  const items = withRandomAds(state.items, 'category', config, ads?.randomad);
  return (
    <Page flush title={item.title}>
      {item.image ? <LazyImage src={item.image} alt={item.title} loadingLabel={zhCN.common.loading} ratio="16 / 7" /> : null}
      <InfiniteList status={listStatus(state)} onLoadMore={() => void controller.loadMore()} labels={infiniteLabels}>
        <FeedGrid label={item.title} items={items} adPlacement="random" loading={state.items.length === 0 && state.loading} />
      </InfiniteList>
      <BackToTopButton />
    </Page>
  );
}
