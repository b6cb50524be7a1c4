/**
 * The console's Site area: the ad groups and where each shows, the ads as the
 * operator edits them, and the prices (VIP plans, coin options, pay channels).
 */
import type { AdGroupName } from '../api/types.ts';
import type { VipPlan } from '../rules/commerce.ts';

/** Every ad group, in the order the console lists them (the server checks an ad's group against it). */
export const AD_GROUPS: readonly AdGroupName[] = ['randomad', 'indexPopupAd', 'play', 'banner', 'user', 'squaread', 'darksidead', 'fenlei', 'paihang'];

/** An ad as the operator edits it (GET/POST/PUT /admin/ads). */
export interface SiteAd {
  id: number;
  group: AdGroupName;
  title: string;
  /** The image's address (an upload from POST /admin/images, or any URL). */
  image: string;
  url: string;
  /** 1: shown; anything else: switched off. */
  status: number;
  adtype: number;
  type: number;
  sort: number;
}

export type NewSiteAd = Partial<Omit<SiteAd, 'id' | 'group'>> & { group: AdGroupName };
export type SiteAdChange = Partial<Omit<SiteAd, 'id'>>;

/** An operator's image upload (POST /admin/images, multipart `file`): where it is served. */
export interface UploadedImage {
  url: string;
}

export interface CoinOption {
  id: number;
  priceYuan: number;
  coins: number;
  sort: number;
  enabled: boolean;
}

export interface PayChannelSetting {
  code: number;
  name: string;
  sort: number;
  enabled: boolean;
}

/** A VIP plan as the owner edits it (GET /admin/prices, PUT /admin/vip-plans/:index); a plan switched off is not offered. */
export interface VipPlanSetting extends VipPlan {
  enabled: boolean;
}

/** Everything a member pays by, all editable: the VIP plans, the coin options and the pay channels. */
export interface SitePrices {
  vipPlans: VipPlanSetting[];
  coinOptions: CoinOption[];
  payChannels: PayChannelSetting[];
}

/** The index is the plan's name on the pay call, so it never changes. */
export type VipPlanChange = Partial<Omit<VipPlanSetting, 'index'>>;
export type CoinOptionChange = Partial<Omit<CoinOption, 'id'>>;
export type PayChannelChange = Partial<Omit<PayChannelSetting, 'code'>>;
