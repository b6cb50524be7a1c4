/**
 * The API's entities (docs/product.md section 3), as the client and the server both see them.
 * Money: coins are whole coins; cash travels in yuan as the original client shows it
 * (`balance` 12.5), and is whole fen everywhere inside (rules/money.ts converts); prices of
 * plans and top-up options are whole yuan.
 */

/** 'YYYY-MM-DD HH:mm:ss' in the business time zone. */
export type DateTimeText = string;
/** 'YYYY-MM-DD'. */
export type DateText = string;

/** 0 none, 1-3 plans, 5 trial. */
export type VipPeriod = 0 | 1 | 2 | 3 | 4 | 5;

export interface Member {
  memberCode: string;
  memberName: string;
  memberNichen: string;
  memberSignature: string;
  memberAvatar: string;
  token?: string;
  h5Uuid: string;
  /** Coins. */
  memberCion: number;
  /** Withdrawable cash in yuan, to the fen (12.5): the original client shows it as it is. */
  balance: number;
  /** VIP level; 3 is top VIP. */
  memberVip: number;
  vipPeriod: VipPeriod;
  /** VIP expiry; empty when never VIP. */
  vipDate: DateTimeText;
  /** The generated password shown on the identity card until the member changes it. */
  memberPwdTemp: string;
}

export interface Video {
  /** The video's numeric id: the original client sends it back as a number (`id * 1`). */
  cartoonCode: number;
  cartoonName: string;
  cartoonImage: string;
  cartoonVip: boolean;
  cartoonHot: number;
  /** Seconds. */
  vodDuration: number;
  cartoonScore: number;
  cartoonIntroduce: string;
  cartoonAuthor: string;
  sonDictCode: string;
  dictCode: string;
}

/** An ad mixed into a video list; recognised by a truthy adtype. */
export interface AdItem {
  id: number;
  img: string;
  title: string;
  url: string;
  adtype: number;
  status: number;
  type: number;
}

export type FeedItem = Video | AdItem;

/** A home banner: the original client renders `image` and opens `h5Url`. */
export interface BannerAd {
  id: number;
  image: string;
  h5Url: string;
  /** 1 switched on; clients show only those. */
  status: number;
}

/** An image ad that opens a link: the profile carousel and the two home strips. */
export interface ImageAd {
  id: number;
  img: string;
  url: string;
  /** 1 switched on; clients show only those. */
  status: number;
}

/**
 * Every ad group as the original client reads it: lists it filters by `status === 1`, and
 * `fenlei` and `paihang` as ONE ad each (its home strips read `item.status`, `item.img`).
 */
export interface AdGroups {
  randomad: AdItem[];
  /** The home popup is the first of `type` 1, shown when its status is 1. */
  indexPopupAd: AdItem[];
  play: AdItem[];
  banner: BannerAd[];
  user: ImageAd[];
  squaread: AdItem[];
  darksidead: AdItem[];
  /** The strip under the featured list; status 0 when the operator set none. */
  fenlei: ImageAd;
  /** The strip under the ranking; status 0 when the operator set none. */
  paihang: ImageAd;
}

export type AdGroupName = keyof AdGroups;

export interface Tag {
  dictCode: string;
  dictName: string;
  pid?: string;
}

export interface DarkWebGroup {
  id: number;
  dictCode: string;
  dictName: string;
  pid: string;
  relationMovies: Video[];
}

export interface CategoryNode {
  dictCode: string;
  dictName: string;
  child: CategoryNode[];
  /**
   * Published videos in the category (a top category counts its own, a sub-category those
   * placed in it). Only in the category tree (`dictLevel` 1), never on the home tag strip; an
   * extra field the original client ignores.
   */
  videoCount?: number;
}

/** A topic card of the topics screen (operator data, a call of our own). */
export interface Topic {
  id: number;
  title: string;
  image: string;
  /** The category code (typeCode). */
  code: string;
  /** Sub-category codes, comma-joined as the subject call expects; empty for none. */
  sonTypeCode: string;
}

export interface HomeTypeEntry {
  dictCode: string;
  dictName: string;
  cartoonInfoList: Video[];
}

export interface HomeIndex {
  rankList: Video[];
  /** Four entries whose lists are merged into the featured list. */
  typeList: HomeTypeEntry[];
}

export interface Page<T> {
  list: T[];
}

export interface Episode {
  id: number;
  /** A signed, short-lived HLS playlist URL: absolute, ending in `.m3u8` (the original client
   * reads its origin and picks hls.js by that ending). */
  url: string;
  name: string;
  /** Seek thumbnails: the absolute URL of a WebVTT index whose cues point at sprite tiles
   * (`sprite-1.jpg#xywh=x,y,w,h`, relative to the VTT's URL); "" when the episode has none. */
  thumbnails: string;
  /** The stream's poster frame (a JPEG a third of the way in), absolute and public; "" when
   * its media has none. The player shows it while the stream loads. */
  poster: string;
}

export interface SourceChannel {
  /** The source's name, shown above its episodes (the original client renders `channel`). */
  channel: string;
  urlList: Episode[];
}

export interface Danmu {
  id: number;
  text: string;
  time: number;
}

export interface VideoDetail {
  videoInfo: Video & {
    /** Saved playback position in seconds for this member, 0 when none. */
    progress: number;
  };
  recommend: Video[];
  srcList: SourceChannel[];
  danmuList: Danmu[];
}

/** What operators set (the server's `app_config`); getConfig answers it with the server's own facts (Config). */
export interface OperatorConfig {
  showAd: boolean;
  popupContent: string;
  showDarksideAd: boolean;
  showMeAd: boolean;
  showPaihangAd: boolean;
  showPlayAd: boolean;
  showRandomAd: boolean;
  showSonType: boolean;
  showSquareAd: boolean;
  showSwiperAd: boolean;
  /** Free preview seconds. */
  shikan: number;
  /** A real offer end time, or empty: the countdown shows only when set. */
  offerEndsAt: DateTimeText;
  /** Android APK download; the install button hides it when empty. */
  apkUrl: string;
  /** The login page's looping background video; empty shows a moving gradient instead. */
  loginVideoUrl: string;
  /** Customer-service link opened in a new tab; empty means the in-app chat. */
  serviceUrl: string;
  /** External messaging channel; hidden when empty. */
  channelUrl: string;
  officialSite: string;
  officialEmail: string;
  /**
   * Days an offline licence (离线缓存) lasts before the app must check in again; never past
   * the VIP's end (offline/licence.ts, OFFLINE_DAYS_MIN..OFFLINE_DAYS_MAX).
   */
  offlineDays: number;
}

/** getConfig's answer: the operator's settings and the server's own facts. */
export interface Config extends OperatorConfig {
  /**
   * The business time zone (an IANA name, the server's BUSINESS_TZ): every date-time on the
   * wire is wall-clock time in it, and the business day turns over at its midnight. A field
   * of our own; the original client ignores it.
   */
  timeZone: string;
}

export interface TopUpOption {
  id: number;
  commoditySpecification: string;
  commodityToSort: number;
  /** Display text, e.g. '30天' or '10-5000' for the free amount. */
  duration: string;
  /** Whole yuan. */
  price: number;
  status: number;
  time: number;
  /** 1 coin top-up, 2 VIP plan. */
  type: number;
}

export interface GoodsLists {
  /** The fixed top-up options (two at most; the client appends the free amount itself), or for type 1 the VIP plans on offer. */
  optionList: TopUpOption[];
  /** Pay channel names in display order; the pay call names one by position or by name. */
  payList: string[];
}

/** Where a payment order stands: paid (credited), failed, expired unpaid, or still pending. */
export type PayOrderStatus = 'pending' | 'paid' | 'failed' | 'expired';

/** One of the member's orders, as orderState answers it. */
export interface PayOrderState {
  orderNo: string;
  state: PayOrderStatus;
  /** 1 coin top-up, 2 VIP plan (as the pay call's typesOf). */
  typesOf: 1 | 2;
  /** Coins the order credits (0 for VIP). */
  coins: number;
  /** VIP days the order grants (0 for coins). */
  vipDays: number;
}

/** Why an invite earned nothing (the anti-farming rules of docs/product.md); 'unknown' for old ones. */
export type InviteNoRewardReason = 'inviterDailyLimit' | 'addressDailyLimit' | 'sameNetwork' | 'unknown';

export interface InviteRecord {
  id: number;
  memberAvatar: string;
  memberNichen: string;
  createTime: DateTimeText;
  /** VIP days this invite really earned the inviter; 0 when a rule withheld the reward.
   * (Added for our app; the original client reads only the fields above.) */
  rewardDays: number;
  /** Why nothing was earned; '' when rewardDays > 0. */
  noRewardReason: InviteNoRewardReason | '';
}

export interface RecordItem {
  /** Order number (top-ups, withdrawals); on coin records what the coins went to or came
   * from: the video's name, an order number, a business day. */
  title: string;
  amountSource: string;
  /** Amount in the tab's unit: yuan for top-ups and withdrawals, coins for coin records. */
  price: number;
  createTime: DateTimeText;
  /** Withdrawal state: pending, approved, rejected; empty elsewhere. */
  status: string;
  /** A coin record of an episode purchase: the video bought (its code, name) and the episode's
   * name. Added for our app; the original client reads only the fields above. */
  purchase?: { cartoonCode: number; videoName: string; episodeName: string };
  /** A rejected withdrawal: the operator's note saying why. Added for our app, like purchase. */
  note?: string;
}

export interface ChatMessage {
  id: number;
  sendReceive: 'receive' | 'send';
  messageType: 'img' | 'text';
  message: string;
  updateTime: DateTimeText;
}

export interface SignState {
  /** Dates signed in the current run, 'YYYY-MM-DD'. */
  signedDates: DateText[];
  signedToday: boolean;
  /** Consecutive days, the same number sign/count answers. */
  count: number;
}

export interface TaskState {
  dailyLoginClaimed: boolean;
  /** Seconds watched today (business day). */
  watchedSeconds: number;
  watchClaimed: boolean;
  /** The member has made a first VIP purchase. */
  firstVipDone: boolean;
  firstVipClaimed: boolean;
  /** Valid invited friends so far. */
  invitedCount: number;
}

/** Kinds of playback failure a beacon counts (the player's PlaybackFailure). */
export type PlaybackErrorKind = 'unsupported' | 'network' | 'media' | 'other';

/** Time played on one rendition of the ladder since the last beacon. */
export interface RenditionWatched {
  /** Pixel height; 0 when unknown. */
  height: number;
  /** Bits per second the playlist declares; 0 when unknown (the browser's own HLS). */
  bitrate: number;
  watchedMs: number;
}

/**
 * What the player saw since its previous beacon (a call of our own, sent with
 * navigator.sendBeacon, so it is anonymous: see playbackTelemetry.ts).
 */
export interface PlaybackBeacon {
  /** The video's code (cartoonCode). */
  video: number;
  /** Time to first frame of each stream that reached one since the last beacon (plays). */
  firstFramesMs: number[];
  /** Stalls for data after the first frame, seeking excluded. */
  rebuffers: number;
  rebufferMs: number;
  renditions: RenditionWatched[];
  /** Changes of the playing rendition. */
  switches: number;
  errors: Partial<Record<PlaybackErrorKind, number>>;
}
