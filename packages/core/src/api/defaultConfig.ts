import { BUSINESS_TIME_ZONE } from '../rules/timeZone.ts';
import type { Config, OperatorConfig } from './types.ts';
import { OFFLINE_DAYS_DEFAULT } from '../offline/licence.ts';

/**
 * The operator's config when nothing is set: every flag on, no notice, 10 seconds of
 * preview, optional links empty, offline licences of OFFLINE_DAYS_DEFAULT days. The server's stored values override it key by key.
 */
export const DEFAULT_OPERATOR_CONFIG: OperatorConfig = {
  showAd: true,
  popupContent: '',
  showDarksideAd: true,
  showMeAd: true,
  showPaihangAd: true,
  showPlayAd: true,
  showRandomAd: true,
  showSonType: true,
  showSquareAd: true,
  showSwiperAd: true,
  shikan: 10,
  offerEndsAt: '',
  apkUrl: '',
  loginVideoUrl: '',
  serviceUrl: '',
  channelUrl: '',
  officialSite: '',
  officialEmail: '',
  offlineDays: OFFLINE_DAYS_DEFAULT,
};

/** getConfig's answer from a server on its defaults; tests build a config from it. */
export const DEFAULT_CONFIG: Config = { ...DEFAULT_OPERATOR_CONFIG, timeZone: BUSINESS_TIME_ZONE };
