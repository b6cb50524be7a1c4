import { POPUP_AD_DELAY_MS, shouldShowPopupAd, zhCN } from '@nocturne/core';
import { PopupAd } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { clickAd, configState } from '../../state/config.ts';
import { adView } from '../common/cards.tsx';

const popupLabels = { ad: zhCN.labels.ad, close: zhCN.home.popupAdClose, loading: zhCN.common.loading };

// Once per visit: closing it means the member has seen it.
let dismissed = false;

/** The home popup ad: after 500 ms, only when the first popup ad has status 1. */
export function HomePopupAd() {
  const { ads } = useSnapshot(configState);
  const [open, setOpen] = useState(false);
  const eligible = !dismissed && ads !== null && shouldShowPopupAd(ads.indexPopupAd);

  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => setOpen(true), POPUP_AD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  const first = ads?.indexPopupAd[0];
  if (!first) return null;
  return (
    <PopupAd
      ad={adView(first)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) dismissed = true;
      }}
      onAdClick={(ad) => void clickAd('index', ad)}
      labels={popupLabels}
    />
  );
}
