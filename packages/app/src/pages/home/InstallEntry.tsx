import { zhCN } from '@nocturne/core';
import { Button, IconDownload } from '@nocturne/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { configState } from '../../state/config.ts';
import { runtime } from '../../state/runtime.ts';
import * as styles from './home.css.ts';
import { useScrollingDown } from './useScrollingDown.ts';

// The overlay's code loads when the member asks for it.
const InstallOverlay = lazy(() => import('./overlays.ts').then((overlays) => ({ default: overlays.InstallOverlay })));

/** The iOS 'add to home screen' picture of the tutorial. */
const IOS_TUTORIAL_IMAGE = '/ios-add-to-home.svg';

/**
 * 安装到桌面 (docs/product.md section 2): Android install (the configured APK, hidden when absent)
 * and the iOS tutorial. The button opens it at any time; by itself it is shown once per
 * browser session, never on the device's first visit (the 18+ gate and the popup ad are
 * enough for a first look), and only when `autoOpen` says home has no other overlay to show
 * first. The floating pill steps aside while the member scrolls down (it covered card
 * titles) and comes back on the way up.
 */
export function InstallEntry({ autoOpen }: { autoOpen: boolean }) {
  const { config } = useSnapshot(configState);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    runtime().stores.installOverlay.set();
    setOpen(true);
  }, []);
  const stepAside = useScrollingDown();
  useEffect(() => {
    const { installOverlay, firstVisit } = runtime().stores;
    if (autoOpen && !installOverlay.isSet() && !firstVisit.isSet()) show();
  }, [autoOpen, show]);
  return (
    <>
      <div className={stepAside ? styles.installEntryAside : styles.installEntry}>
        <Button size="small" variant="secondary" icon={<IconDownload />} onClick={show}>
          {zhCN.home.install}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <InstallOverlay
            open={open}
            onOpenChange={setOpen}
            title={zhCN.home.install}
            androidLabel={zhCN.home.androidInstall}
            apkUrl={config?.apkUrl || undefined}
            iosLabel={zhCN.home.iosTutorial}
            iosTutorialImage={IOS_TUTORIAL_IMAGE}
            iosTutorialHint={zhCN.home.iosTutorialHint}
            closeLabel={zhCN.common.close}
            backLabel={zhCN.common.back}
          />
        </Suspense>
      ) : null}
    </>
  );
}
