/** The keys of local storage (SPEC.md section 3, "Local storage keys", plus PRODUCT.md's additions). */
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
  /** The 18+ confirmation (PRODUCT.md "Age gate"). */
  ageConfirmed: 'ageConfirmed',
  /** Saved playback positions (PRODUCT.md "Resume playback"). */
  playbackProgress: 'playbackProgress',
} as const;

/** The keys of session storage. */
export const SESSION_KEYS = {
  /** The install overlay is shown once per browser session. */
  showGuanggao: 'showGuanggao',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
