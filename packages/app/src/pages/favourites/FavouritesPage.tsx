import { zhCN } from '@nocturne/core';
import { useSnapshot } from 'valtio';
import { localLists } from '../../state/localLists.ts';
import { FeedGrid } from '../common/cards.tsx';
import { ClearButton } from '../common/ClearButton.tsx';
import { EmptyText } from '../common/EmptyText.tsx';
import { Page } from '../common/Page.tsx';

/** Favourites (SPEC.md section 2): the saved grid, or 暂无收藏; the trash clears after 确认清空. */
export default function FavouritesPage() {
  const { favourites } = useSnapshot(localLists);
  return (
    <Page
      flush
      title={zhCN.favourites.title}
      back={false}
      actions={
        favourites.length > 0 ? (
          <ClearButton
            list="favourites"
            label={zhCN.labels.clearFavourites}
            title={zhCN.favourites.clearTitle}
            message={zhCN.favourites.clearMessage}
          />
        ) : null
      }
    >
      {favourites.length === 0 ? (
        <EmptyText text={zhCN.favourites.empty} />
      ) : (
        <FeedGrid label={zhCN.favourites.title} items={favourites} adPlacement="random" />
      )}
    </Page>
  );
}
