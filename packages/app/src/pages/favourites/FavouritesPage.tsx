import { zhCN, zhCNEmpty, zhCNFavourites } from '@nocturne/core';
import { useSnapshot } from 'valtio';
import { localLists } from '../../state/localLists.ts';
import { FeedGrid } from '../common/cards.tsx';
import { ClearButton } from '../common/ClearButton.tsx';
import { EmptyNextStep } from '../common/EmptyNextStep.tsx';
import { Page } from '../common/Page.tsx';

/** Favourites (docs/product.md section 2): the saved grid, or 暂无收藏; the trash clears after 确认清空. */
export default function FavouritesPage() {
  const { favourites } = useSnapshot(localLists);
  return (
    <Page
      flush
      title={zhCNFavourites.title}
      back={false}
      actions={
        favourites.length > 0 ? (
          <ClearButton
            list="favourites"
            label={zhCN.labels.clearFavourites}
            title={zhCNFavourites.clearTitle}
            message={zhCNFavourites.clearMessage}
          />
        ) : null
      }
    >
      {favourites.length === 0 ? (
        <EmptyNextStep
          illustration="favourites"
          message={zhCNFavourites.empty}
          hint={zhCNEmpty.favouritesHint}
        />
      ) : (
        <FeedGrid label={zhCNFavourites.title} items={favourites} adPlacement="random" />
      )}
    </Page>
  );
}
