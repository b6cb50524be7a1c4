import { POPUP_AD_DELAY_MS, popupAdToShow, zhCN } from '@nocturne/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { clickAd, configState } from '../../state/config.ts';
import { adView } from '../common/cards.tsx';

// The overlay's code loads when the popup is due, not with home.
const PopupAd = lazy(() => import('./overlays.ts').then((overlays) => ({ default: overlays.PopupAd<ReturnType<typeof adView>> })));

const popupLabels = { ad: zhCN.labels.ad, close: zhCN.home.popupAdClose, loading: zhCN.common.loading };

// Once per visit: closing it means the member has seen it.
let dismissed = false;

/**
 * The home popup ad: after 500 ms, the first popup ad of type 1, only when it has status 1.
 * `onSettled` reports that it is out of the way (closed, or not due once the ads are
 * known), so home can show its next overlay without stacking two.
 */
export function HomePopupAd({ onSettled }: { onSettled: () => void }) {
  const { ads } = useSnapshot(configState);
  const [open, setOpen] = useState(false);
  const popup = ads ? popupAdToShow(ads.indexPopupAd) : null;
  const eligible = !dismissed && popup !== null;

  useEffect(() => {
    if (ads !== null && !eligible) onSettled();
  }, [ads, eligible, onSettled]);

  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => setOpen(true), POPUP_AD_DELAY_MS);
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
          if (!next) dismissed = true;
        }}
        onAdClick={(ad) => void clickAd('index', ad)}
        labels={popupLabels}
      />
    </Suspense>
  );
}
