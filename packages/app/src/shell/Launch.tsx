import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { loadAds, loadConfig } from '../state/config.ts';
import { syncLocalLists } from '../state/localLists.ts';
import { launchMember, memberState, startMemberRefresh } from '../state/member.ts';
import { paths } from '../routes/paths.ts';
import { loadVideoPage } from '../routes/videoPageChunk.ts';
import { runtime } from '../state/runtime.ts';
import { AgeGateScreen } from './AgeGateScreen.tsx';
import { RouteFallback } from './RouteFallback.tsx';
import { inviterFrom } from './inviter.ts';

type Phase = 'age-gate' | 'launching' | 'ready';

/**
 * Launch (docs/product.md section 4, docs/product.md's age gate): the 18+ confirmation on the first
 * visit, then the member (stored, or registered with the inviter of `/?id=` or a share
 * link), the config and ads; the member is refreshed every 10 s while the app is visible.
 */
export function Launch({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>(() =>
    runtime().stores.ageGate.isSet() ? 'launching' : 'age-gate',
  );
  // The inviter is read from the address the app was opened with, once.
  const [inviter] = useState(() => inviterFrom(location.pathname, new URLSearchParams(location.search)));
  const [openedOnPlayer] = useState(() => location.pathname === paths.videoinfo);

  useEffect(() => {
    if (phase !== 'launching') return;
    let cancelled = false;
    // Opened on the player (a shared link): its chunk and hls.js load while the member does.
    if (openedOnPlayer) void loadVideoPage().catch(() => undefined);
    syncLocalLists();
    loadConfig().catch(() => undefined);
    loadAds().catch(() => undefined);
    const launched = launchMember(inviter).catch(() => undefined);
    // A member stored on the device is usable at once (launchMember has just read it, and
    // refreshes it meanwhile): the page, a player opened from a link above all, need not wait
    // for that round trip. A new device waits for its registration (its token).
    if (memberState.member && memberState.signedIn) setPhase('ready');
    else
      void launched.finally(() => {
        if (!cancelled) setPhase('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [phase, inviter, openedOnPlayer]);

  useEffect(() => (phase === 'ready' ? startMemberRefresh() : undefined), [phase]);

  // 离线缓存's licences, renewed or revoked while online; its code loads only on a browser that has downloaded.
  useEffect(() => {
    if (phase !== 'ready' || !runtime().stores.offlineDevice.exists()) return;
    let stop: () => void = () => undefined;
    let live = true;
    void import('../state/offline/downloads.ts').then((offline) => {
      if (live) stop = offline.watchOfflineLicences();
    });
    return () => {
      live = false;
      stop();
    };
  }, [phase]);

  if (phase === 'age-gate') {
    return (
      // In the first render, not a lazy chunk: the gate is a first visit's largest paint, and
      // without Radix it costs about 1 KB gzip.
      <AgeGateScreen
        onEnter={() => {
          runtime().stores.ageGate.set();
          // The first visit: home's install overlay waits for a later one.
          runtime().stores.firstVisit.set();
          setPhase('launching');
        }}
      />
    );
  }
  return phase === 'ready' ? children : <RouteFallback />;
}
