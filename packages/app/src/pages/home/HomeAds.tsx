import { BANNER_HEIGHT_PX, CAROUSEL_AUTOPLAY_MS, showAdBlock, singleAdToShow, zhCN } from '@nocturne/core';
import { AdStrip, BannerCarousel } from '@nocturne/ui';
import { clickAd } from '../../state/config.ts';
import { adLabels, adView, carouselLabels } from '../common/cards.tsx';
import { useShownAds } from '../common/useShownAds.ts';
import * as styles from './home.css.ts';

/** The banner carousel and the square-ad block, each only when its config flag is on. */
export function HomeAds() {
  const { config, ads } = useShownAds();
  if (!ads) return null;
  return (
    <>
      {showAdBlock(config, 'showSwiperAd') && ads.banner.length > 0 ? (
        <div className={styles.inset}>
          <BannerCarousel
          banners={ads.banner.map((banner) => ({ id: banner.id, image: banner.image, alt: zhCN.labels.ad, url: banner.h5Url }))}
          labels={carouselLabels}
          autoplay={CAROUSEL_AUTOPLAY_MS}
          height={BANNER_HEIGHT_PX}
          onBannerClick={(banner) => void clickAd('swiper', banner)}
          />
        </div>
      ) : null}
      {showAdBlock(config, 'showSquareAd') && ads.squaread.length > 0 ? (
        <AdStrip ads={ads.squaread.map(adView)} labels={adLabels} onAdClick={(ad) => void clickAd('square', ad)} />
      ) : null}
    </>
  );
}

/**
 * One of home's two single-ad strips: `fenlei` under the featured list, `paihang` under the
 * ranking (as the original client places them); shown only with showPaihangAd and while the
 * ad is switched on. Both count their clicks at the paihang placement.
 */
export function PaihangStrip({ group }: { group: 'fenlei' | 'paihang' }) {
  const { config, ads } = useShownAds();
  const ad = singleAdToShow(ads?.[group]);
  if (!showAdBlock(config, 'showPaihangAd') || !ad) return null;
  return (
    <AdStrip ads={[{ id: ad.id, image: ad.img, url: ad.url }]} labels={adLabels} onAdClick={(clicked) => void clickAd('paihang', clicked)} />
  );
}
