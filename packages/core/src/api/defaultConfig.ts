import type { Config } from './types.ts';

/**
 * The config as the server answers it when the operator has set nothing: every flag on, no
 * notice, 10 seconds of preview, optional links empty. The server's stored values override
 * it key by key; tests build a config from it.
 */
export const DEFAULT_CONFIG: Config = {
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
};
