import { adsShownTo } from '@nocturne/core';
import { useSnapshot } from 'valtio';
import { businessTimeZone, configState } from '../../state/config.ts';
import { memberState } from '../../state/member.ts';
import { runtime } from '../../state/runtime.ts';

/**
 * The config and the ads this member may see: every ad slot of every page reads its ads
 * here, so core's one rule (a VIP member sees no ads) holds everywhere.
 */
export function useShownAds() {
  const { config, ads } = useSnapshot(configState);
  const { member } = useSnapshot(memberState);
  return { config, ads: adsShownTo(ads, member, runtime().now(), businessTimeZone()) };
}
