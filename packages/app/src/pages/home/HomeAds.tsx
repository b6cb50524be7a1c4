import { BANNER_HEIGHT_PX, CAROUSEL_AUTOPLAY_MS, showAdBlock, visiblePaihangAds, zhCN } from '@nocturne/core';
import { AdStrip, BannerCarousel } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { clickAd, configState } from '../../state/config.ts';
import { adLabels, adView, carouselLabels } from '../common/cards.tsx';
import * as styles from './home.css.ts';

/** The banner carousel and the square-ad block, each only when its config flag is on. */
export function HomeAds() {
  const { config, ads } = useSnapshot(configState);
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

/** A paihang ad strip: only its switched-on ads (status 1), only with showPaihangAd. */
export function PaihangStrip() {
  const { config, ads } = useSnapshot(configState);
  const visible = ads ? visiblePaihangAds(ads.paihang) : [];
  if (!showAdBlock(config, 'showPaihangAd') || visible.length === 0) return null;
  return (
    <AdStrip
      ads={visible.map((ad) => ({ id: ad.id, image: ad.img, url: ad.url }))}
      labels={adLabels}
      onAdClick={(ad) => void clickAd('paihang', ad)}
    />
  );
}
