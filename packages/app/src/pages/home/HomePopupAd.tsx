import { POPUP_AD_DELAY_MS, popupAdToShow, zhCN } from '@nocturne/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { clickAd } from '../../state/config.ts';
import { runtime } from '../../state/runtime.ts';
import { adView } from '../common/cards.tsx';
import { useShownAds } from '../common/useShownAds.ts';

// The overlay's code loads when the popup is due, not with home.
const PopupAd = lazy(() => import('./overlays.ts').then((overlays) => ({ default: overlays.PopupAd<ReturnType<typeof adView>> })));

const popupLabels = { ad: zhCN.labels.ad, close: zhCN.home.popupAdClose, loading: zhCN.common.loading };

/**
 * The home popup ad: after 500 ms, the first popup ad of type 1, only when it has status 1,
 * once a browser session (docs/product.md's session key showGuanggao: a reload does not show it
 * again) and never to a VIP member (useShownAds). `onSettled` reports that it is out of the
 * way (closed, or not due once the ads are known), so home shows its next overlay without
 * stacking two.
 */
export function HomePopupAd({ onSettled }: { onSettled: () => void }) {
  const { ads } = useShownAds();
  const [open, setOpen] = useState(false);
  // Read once per mount: the flag is set when it opens, and that must not close it.
  const [shownThisSession] = useState(() => runtime().stores.popupAd.isSet());
  const popup = ads ? popupAdToShow(ads.indexPopupAd) : null;
  const eligible = !shownThisSession && popup !== null;

  useEffect(() => {
    if (ads !== null && !eligible) onSettled();
  }, [ads, eligible, onSettled]);

  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => {
      runtime().stores.popupAd.set();
      setOpen(true);
    }, POPUP_AD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  if (!popup || !open) return null;
  return (
    <Suspense fallback={null}>
      <PopupAd
        ad={adView(popup)}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onSettled();
        }}
        onAdClick={(ad) => void clickAd('index', ad)}
        labels={popupLabels}
      />
    </Suspense>
  );
}
