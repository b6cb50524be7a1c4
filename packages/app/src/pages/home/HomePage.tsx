import { isHomeTag, MORE_TAG_FEATURED, MORE_TAG_LATEST, withRandomAds, zhCN } from '@nocturne/core';
import { InfiniteList, NoticeBar, SectionHeader, TagStrip } from '@nocturne/ui';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { searchResultsPath } from '../../routes/paths.ts';
import { changeFeaturedBatch, homeState, latestList, openHome, selectTag } from '../../state/homeFeed.ts';
import { FeedGrid } from '../common/cards.tsx';
import { useShownAds } from '../common/useShownAds.ts';
import { BackToTopButton } from '../common/BackToTopButton.tsx';
import { PageFailed } from '../common/PageFailed.tsx';
import { infiniteLabels, listStatus } from '../common/listStatus.ts';
import { HomeAds, PaihangStrip } from './HomeAds.tsx';
import { HomeHeader } from './HomeHeader.tsx';
import { HomePopupAd } from './HomePopupAd.tsx';
import { InstallEntry } from './InstallEntry.tsx';
import * as styles from './home.css.ts';

/** Home (docs/product.md section 2). Kept alive: `active` is false while another page shows. */
export default function HomePage({ active }: { active: boolean }) {
  const navigate = useNavigate();
  const home = useSnapshot(homeState);
  const latest = useSnapshot(latestList.state);
  const { config, ads } = useShownAds();
  const mainView = isHomeTag(home.activeTag);
  // One overlay at a time: the install overlay waits until the popup ad is out of the way.
  const [popupAdSettled, setPopupAdSettled] = useState(false);
  const settlePopupAd = useCallback(() => setPopupAdSettled(true), []);

  useEffect(() => {
    void openHome();
  }, []);

  // Scroll position: restored when home shows again, remembered while it shows.
  useLayoutEffect(() => {
    if (!active) return;
    window.scrollTo(0, homeState.scrollTop);
    const remember = () => {
      homeState.scrollTop = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [active]);

  const pickTag = (code: string) => {
    window.scrollTo(0, 0);
    void selectTag(code);
  };
  const more = (type: string, title: string) => void navigate(searchResultsPath({ type, title }));
  // Lists come without ads; the home lists take guanggao's random ads here, once (a tag's
  // own list is a category list).
  const randomAds = ads?.randomad;
  const featured = withRandomAds(home.featured, 'home', config, randomAds);
  const ranking = withRandomAds(home.ranking, 'home', config, randomAds);
  const latestItems = withRandomAds(latest.items, mainView ? 'home' : 'category', config, randomAds);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <HomeHeader />
        <TagStrip
          tags={home.tags.map((tag) => ({ code: tag.dictCode, name: tag.dictName }))}
          picked={home.activeTag}
          onPick={(tag) => pickTag(tag.code)}
          label={zhCN.labels.tags}
        />
      </div>
      <NoticeBar text={config?.popupContent ?? ''} label={zhCN.labels.notice} />
      <div className={styles.body}>
        {mainView ? (
          <>
            <HomeAds />
            <section className={styles.section}>
              <SectionHeader
                title={zhCN.home.featured}
                moreLabel={zhCN.common.seeMore}
                onMore={() => more(MORE_TAG_FEATURED, zhCN.home.featured)}
                refreshLabel={zhCN.common.changeBatch}
                onRefresh={() => void changeFeaturedBatch()}
                refreshing={home.featuredBatchLoading}
              />
              {/* Opened offline: say so and offer 重试 (also by itself once back online). */}
              {home.indexFailed && home.featured.length === 0 ? (
                <PageFailed onRetry={() => void openHome()} />
              ) : (
                <FeedGrid items={featured} adPlacement="random" loading={home.featured.length === 0 && home.indexLoading} />
              )}
            </section>
            <PaihangStrip group="fenlei" />
            <section className={styles.section}>
              <SectionHeader
                title={zhCN.home.ranking}
                moreLabel={zhCN.common.seeMore}
                onMore={() => more(MORE_TAG_FEATURED, zhCN.home.ranking)}
              />
              <FeedGrid items={ranking} adPlacement="random" loading={home.ranking.length === 0 && home.indexLoading} />
            </section>
            <PaihangStrip group="paihang" />
          </>
        ) : null}
        <section className={styles.section}>
          {mainView ? (
            <SectionHeader
              title={zhCN.home.latest}
              moreLabel={zhCN.common.seeMore}
              onMore={() => more(MORE_TAG_LATEST, zhCN.home.latest)}
            />
          ) : null}
          <InfiniteList
            status={active ? listStatus(latest) : 'done'}
            onLoadMore={() => {
              // A hidden (kept-alive) home must not page on other pages' scrolling.
              if (active) void latestList.loadMore();
            }}
            labels={infiniteLabels}
          >
            <FeedGrid
              label={mainView ? undefined : zhCN.home.latest}
              items={latestItems}
              adPlacement="random"
              loading={latest.items.length === 0 && latest.loading}
              skeletons={6}
            />
          </InfiniteList>
        </section>
      </div>
      {active ? (
        <>
          <InstallEntry autoOpen={popupAdSettled} />
          <BackToTopButton />
          <HomePopupAd onSettled={settlePopupAd} />
        </>
      ) : null}
    </div>
  );
}
