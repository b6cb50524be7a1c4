/** The keys of local storage (docs/product.md section 3, "Local storage keys"). */
export const STORAGE_KEYS = {
  memberInfo: 'memberInfo',
  token: 'token',
  /** Favourites: an array of Video objects. */
  savedVideos: 'savedVideos',
  /** Liked video codes. */
  likedVideos: 'likedVideos',
  /** Watch history: Video objects, newest first. */
  videoHistory: 'videoHistory',
  /** Search terms, newest first. */
  searchHistory: 'searchHistory',
  /** 'YYYY-MM-DD' days the member signed in. */
  signedDates: 'signedDates',
  /** 'YYYY-MM-DD' day the watch-video reward was last claimed. */
  vipVideoDate: 'vipVideoDate',
  /** Whether the identity-card overlay was shown. */
  identityCardShown: 'identityCardShown',
  /** The 18+ confirmation (docs/product.md section 1, the age gate). */
  ageConfirmed: 'ageConfirmed',
  /** Saved playback positions (docs/product.md section 4, resume). */
  playbackProgress: 'playbackProgress',
  /** Danmaku toggle, opacity and density (core stores/danmakuSettings.ts). */
  danmakuSettings: 'danmakuSettings',
  /** This browser's id for 离线缓存's licences (a uuid made on the first download). */
  offlineDevice: 'offlineDevice',
} as const;

/** The keys of session storage. */
export const SESSION_KEYS = {
  /** docs/product.md's session key: home's popup ad was shown in this browser session (once a session). */
  showGuanggao: 'showGuanggao',
  /** The install overlay was shown in this browser session (once a session, never on the first visit). */
  installOverlayShown: 'installOverlayShown',
  /** This browser session is the device's first visit (the 18+ gate was confirmed in it). */
  firstVisit: 'firstVisit',
  /** The episode to bring the member back to after a top-up started from its paywall. */
  topUpReturn: 'topUpReturn',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
