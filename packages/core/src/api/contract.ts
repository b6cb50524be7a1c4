/**
 * Every call of docs/product.md section 7 (and the few of our own), in one typed table.
 * The client and the server both read it; nothing else spells an API path.
 *
 * `encrypted` means the envelope's `data` travels as an AES ciphertext (see codec/aes.ts).
 * `body` is 'json' (default), 'multipart' (one `file` field) or 'none' (GET or no payload).
 */
import type {
  AdGroups,
  CategoryNode,
  ChatMessage,
  Config,
  Danmu,
  DarkWebGroup,
  DateText,
  GoodsLists,
  HomeIndex,
  InviteRecord,
  Member,
  Page,
  PayOrderState,
  PlaybackBeacon,
  RecordItem,
  SignState,
  TaskState,
  Topic,
  Video,
  VideoDetail,
} from './types.ts';
import type { OfflineLicence, OfflineLicenceRequest, OfflineLicenceState } from '../offline/licence.ts';

export type HttpMethod = 'GET' | 'POST';
export type BodyKind = 'json' | 'multipart' | 'none';

export interface Endpoint<Req, Res> {
  readonly path: string;
  readonly method: HttpMethod;
  readonly encrypted: boolean;
  readonly body: BodyKind;
  /**
   * True when the call needs a signed-in member (a token). 'visitor': without a token it
   * answers a visitor, but a token that comes along must be valid (an ended session still
   * hears 8000); false: public, a bad token is ignored.
   */
  readonly auth: boolean | 'visitor';
  /** Phantom fields carrying the request and response types; never set at run time. */
  readonly __req?: Req;
  readonly __res?: Res;
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

type Options = { method?: HttpMethod; encrypted?: boolean; body?: BodyKind; auth?: boolean | 'visitor' };

// Pure (the annotation): a bundle that uses one endpoint drops the others' calls.
/* @__NO_SIDE_EFFECTS__ */
function post<Req, Res>(path: string, options: Options = {}): Endpoint<Req, Res> {
  return {
    path,
    method: options.method ?? 'POST',
    encrypted: options.encrypted ?? false,
    body: options.body ?? 'json',
    auth: options.auth ?? true,
  };
}

/* @__NO_SIDE_EFFECTS__ */
function get<Res>(path: string, options: Omit<Options, 'method' | 'body'> = {}): Endpoint<void, Res> {
  return post<void, Res>(path, { ...options, method: 'GET', body: 'none' });
}

type Paged = { currentPage: number };

/**
 * changeBatch's two bodies: the original client's dark-web page sends the group as `type`
 * (its dictCode) with its `dictName`; the documented form names `typeCode` and `sonTypeCode`.
 */
export type ChangeBatchBody =
  | { currentPage: 1; dictName: string; type: string }
  | { currentPage: 1; sonTypeCode: string; typeCode: string };

/**
 * The search results page's body: `cartoonType` and `cartoonSonType` are set together, only
 * when the page has a sub-category (the original client's rule), else both are "".
 */
export interface SearchBody extends Paged {
  cartoonSonType: string;
  cartoonType: string;
  prop: 'cartoon_score';
  searchKey: string;
  title: string;
}
/** A file picked by the member, uploaded as multipart `file`. */
export type UploadFile = Blob & { name?: string };

export interface LikeBody {
  collectAuthor: string;
  /** The video's code (its number). */
  collectCode: number;
  /** Duration in seconds for like/favourite; the current time for playback progress. */
  collectDuration: number;
  collectHot: number;
  collectImage: string;
  collectName: string;
  /**
   * What the member did (core's `collectKind`): our app sends COLLECT_LIKE or
   * COLLECT_FAVOURITE; the original client sends the video's sub-category code (`sonDictCode`,
   * e.g. "134") for both its like and its favourite, which count as a favourite.
   */
  collectType: number | string;
  /** The original client sends the video's category code (`dictCode`); unused. */
  sortNum: number | string;
  /** 2 like/favourite, 3 playback progress. */
  type: number;
}

/**
 * The pay call as the original client sends it. The server checks `comSpec` and `money`
 * against its own price list and refuses a price that is not on it.
 */
export interface PayOrderBody {
  /** VIP: the plan's days (`vipPlanComSpec`). Coins: the option's commoditySpecification,
   * '' for the free amount. */
  comSpec: string;
  /** VIP: the plan index. Coins: not read (the client sends 0 or the option's sort). */
  index: number;
  /** Yuan: the plan's or option's price, or the free amount (whole yuan, 10..5000). */
  money: number;
  /** The pay channel: its position in payList from 1, its name, or `true` with payChannel. */
  type: number | boolean | string;
  /** 1 coin top-up, 2 VIP plan. */
  typesOf: 1 | 2;
  userId: string;
  /** The channel's position from 1, read when `type` is `true`. */
  payChannel?: number;
}

/**
 * getVideoDetail, also on its own: the player's early start sends it from the page's document
 * (packages/app/src/early), which should not carry the whole table below.
 */
const videoDetail = post<{ index: 0; vid: number | string }, VideoDetail>('/app-api/cartoon/getVideoDetail', { encrypted: true, auth: 'visitor' });
export { videoDetail as videoDetailEndpoint };

export const api = {
  // Registration and member
  /** A device registers by a uuid v4; an inviter is bound afterwards with bindInviteCode. */
  autoRegister: post<{ deviceType: 0; uuid: string }, Member>(
    '/renren-api/api/auto-register',
    { auth: false },
  ),
  /** The token's member, whatever code the body names. */
  memberByCode: post<{ memberCode: string }, Member>('/app-api/member/getEntityByCode'),
  /**
   * No `auth`: the original client may send it before its registration has answered, and a
   * missing token must not answer 8000 (that makes it wipe its token and go to /login); the
   * server refuses it with a sentence instead.
   */
  bindInviteCode: post<{ parentId: string }, null>('/renren-api/api/member/bindInviteCode', { auth: false }),
  login: post<{ loginName: string; loginPwd: string; type: 'login' }, Member>('/app-api//login', { auth: false }),
  /**
   * The token's member changes its password; the original client sends its whole stored
   * member as `memberCode`, so the server reads nothing from it. It decrypts `data` (null).
   */
  changePassword: post<{ memberCode: string; oldPwd: string; newPwd: string }, null>(
    '/app-api/member/MemberInfo/changePwd',
    { encrypted: true },
  ),
  uploadAvatar: post<{ file: UploadFile }, { file: string }>('/app-api/member/updateimg', { body: 'multipart' }),
  updateMember: post<
    { memberAvatar: string; memberCode: string; memberNichen: string; memberSignature: string },
    Member
  >('/app-api/member/updateMember'),
  feedback: post<{ comment_content: string }, null>('/app-api/member/saveEntity'),
  invitedList: post<Paged & { parentId: string }, Page<InviteRecord>>('/renren-api/api/member/listInvitePaging'),

  // Configuration and ads
  config: post<void, Config>('/app-api/ajax/getConfig', { body: 'none', auth: false }),
  ads: post<void, AdGroups>('/app-api/ajax/guanggao', { body: 'none', auth: false }),
  // The click counters answer the ad's clicks at that placement today; the original client
  // decrypts that answer, so it is encrypted.
  randomAdClick: post<{ id: number }, number>('/renren-api/api/member/randomAdClickCount', { encrypted: true }),
  squareAdClick: post<{ id: number }, number>('/renren-api/api/member/squareAdClickCount', { encrypted: true }),
  paihangAdClick: post<{ id: number }, number>('/renren-api/api/member/paihangAdClickCount', { encrypted: true }),
  swiperAdClick: post<{ id: number }, number>('/renren-api/api/member/swiperAdClickCount', { encrypted: true }),
  darkSideAdClick: post<{ id: number }, number>('/renren-api/api/member/darkSideAdClickCount', { encrypted: true }),
  meAdClick: post<{ id: number }, number>('/renren-api/api/member/meAdClickCount', { encrypted: true }),
  playAdClick: post<{ id: number }, number>('/renren-api/api/member/playAdClickCount', { encrypted: true }),
  indexAdClick: post<{ id: number }, number>('/renren-api/api/member/indexAdClickCount', { encrypted: true }),

  // Content
  /**
   * The home index. `typeList` always has FEATURED_TYPE_LISTS entries (the original client
   * merges typeList[0..3] without looking); successive calls rotate the featured batch, so
   * 换一批 (which calls this again) shows another one.
   */
  homeIndex: post<void, HomeIndex>('/app-api/cartoon/listIndex', { body: 'none', encrypted: true, auth: false }),
  // Lists carry videos only: the client mixes in guanggao's random ads itself (core's
  // withRandomAds). Dict codes answer as strings; the original client sends its tags' and
  // topics' codes as numbers (`typeCode: 34`) and null for none, which the server takes alike.
  listPaging: post<Paged & { type: '全部'; typeCode: string }, Page<Video>>('/app-api/cartoon/listPaging', {
    encrypted: true,
    auth: false,
  }),
  listIndexLike: post<Paged, { distinctNameList: Video[] }>('/app-api/cartoon/listIndexLike', { encrypted: true, auth: false }),
  /** The dark-web groups: `data` itself is the array. */
  darkWebGroups: post<{ dictName: '暗网'; type: 0 }, DarkWebGroup[]>('/app-api/cartoon/selectSubjectByName', {
    encrypted: true,
    auth: false,
  }),
  /** Another batch of a group's videos on every call: `data` itself is the array. */
  changeBatch: post<ChangeBatchBody, Video[]>('/app-api/cartoon/changeBatch', { encrypted: true, auth: false }),
  /** A topic's videos, PAGE_SIZE a page (a shorter page is the last): `data` itself is the array. */
  subjectMovies: post<Paged & { sonTypeCode: string; typeCode: string }, Video[]>('/app-api/cartoon/selectSubjectMovies', {
    encrypted: true,
    auth: false,
  }),
  /**
   * Search and the "more" lists, PAGE_SIZE a page: `data` itself is the array. Empty key and
   * codes list every video (the home sections' 查看更多), best score first.
   */
  search: post<SearchBody, Video[]>('/app-api/cartoon/listPagingBySearch', { encrypted: true, auth: false }),
  /**
   * `{}`: the home tag strip, without the main view (each client puts its own 首页 first,
   * HOME_TAG). With `dictLevel` 1: the category tree from the top (`dictCode` ""), or below
   * `dictCode`. `data` itself is the array.
   */
  categories: post<{ dictCode?: string; dictLevel?: 1 }, CategoryNode[]>('/app-api/cartoon/listLeftType', {
    encrypted: true,
    auth: false,
  }),
  /** `vid` is the video's code; the original client sends its route's query text ("97"). */
  /**
   * Without a token it is a visitor's (no progress, playlists signed for the caller's address,
   * the preview only): the original client opens a shared link before its auto-register has
   * answered, and 8000 would send it to /login.
   */
  videoDetail,
  /**
   * Whether the member may watch the episode in full (a visitor without a token: false).
   * Encrypted `false` is a fixed ciphertext that the original client compares `data` with.
   */
  lookOk: post<{ cartoonCode: number; moviesInfoId: number }, boolean>('/app-api/cartoon/lookOk', { encrypted: true, auth: 'visitor' }),
  /** On success the decrypted data is the message shown to the member. */
  buy: post<{ cartoonCode: number; moviesInfoId: number; type: 0 }, string>('/app-api/cartoon/buy', {
    encrypted: true,
  }),
  /** A like or favourite (see LikeBody.collectType); the original client decrypts `data`. */
  like: post<LikeBody, null>('/renren-api/api/member/like', { encrypted: true }),
  /** The member's favourites, newest first. */
  collectList: post<Record<string, never>, Video[]>('/renren-api/api/member/getCollectList', { encrypted: true }),
  playback: post<LikeBody, null>('/renren-api/api/member/moviesPlayback'),
  // Calls of our own, for operator data the spec shows as fixed content.
  topics: post<void, Topic[]>('/app-api/cartoon/topics', { body: 'none', auth: false }),
  hotSearch: post<void, string[]>('/app-api/cartoon/hotSearch', { body: 'none', auth: false }),
  report: post<{ cartoonCode: number; reason: string }, null>('/app-api/cartoon/report'),
  /**
   * Playback quality since the last beacon. Sent with navigator.sendBeacon (no headers, so
   * no token: anonymous), whose string body arrives as text/plain; the answer is not read.
   */
  playbackBeacon: post<PlaybackBeacon, null>('/app-api/telemetry/playback', { auth: false }),
  /**
   * A member's danmaku at `time` seconds into the video `vid` (its code); answers it as
   * stored. Text: core's danmakuProblem (1..DANMAKU_TEXT_MAX characters, one line);
   * DANMAKU_PER_MINUTE a member.
   */
  sendDanmaku: post<{ vid: number; text: string; time: number }, Danmu>('/app-api/danmaku/send'),
  /**
   * The video's danmaku sent after the one numbered `afterId` (0: from the first), oldest
   * first, DANMAKU_SINCE_MAX at most: a watching page polls it to show new ones live.
   */
  danmakuSince: post<{ vid: number; afterId: number }, Danmu[]>('/app-api/danmaku/list'),
  /**
   * The video's danmaku after the moment (`afterTime` seconds, then `afterId`), in video-time
   * order, DANMAKU_STRETCH_MAX at most (a call of ours): the detail holds the first stretch,
   * and the player asks for the next as playback nears the end of what it holds.
   */
  danmakuStretch: post<{ vid: number; afterTime: number; afterId: number }, Danmu[]>('/app-api/danmaku/stretch'),

  // Payments and money
  /** `type` 2 (both of the original client's pay pages): the coin options; 1 (GOODS_TYPE_VIP): the VIP plans on offer. */
  goods: post<{ type: 1 | 2 }, GoodsLists>('/app-api/pay/getGoodsLists'),
  /** Success: data is a JSON string holding `payurl`. */
  payOrder: post<PayOrderBody, string>('/renren-api/api/pay/yianpay'),
  /**
   * One of the member's own orders, as it stands (a call of our own): the app asks it a few
   * times after the cashier sends the member back, since the gateway's notification may
   * arrive after the member does.
   */
  orderState: post<{ orderNo: string }, PayOrderState>('/renren-api/api/pay/orderState'),
  /** `money` is yuan; the original client sends its text field's string. */
  withdraw: post<{ imgurl: string; index: 'wx' | 'zfb'; money: number | string }, null>('/app-api/member/tixian'),
  /** The newest records of a tab, `data` itself the array (the client decrypts and lists it). */
  records: post<{ index: 0 | 1 | 2 }, RecordItem[]>('/app-api/member/index', { encrypted: true }),

  // Sign-in and tasks
  signIn: post<{ amount: number; commodityType: 1 | 2; date: DateText }, SignState>('/renren-api/api/sign'),
  signState: get<SignState>('/renren-api/api/sign'),
  signCount: get<number>('/renren-api/api/sign/count'),
  /** Claims the daily-login coin; code 500 when already claimed. */
  dailyLogin: get<TaskState>('/renren-api/api/sign/dailyLogin'),
  /** Whether the first-VIP bonus is claimed, claiming it when it is due (the client shows
   * 已领取 when true). */
  firstRechargeVip: get<boolean>('/renren-api/api/sign/firstRechargeVip'),
  watchVideoDaily: get<TaskState>('/renren-api/api/sign/watchVideoDaily'),
  /** Task states without claiming anything (a call of our own). */
  tasks: get<TaskState>('/renren-api/api/sign/tasks'),

  // 离线缓存 (calls of our own: docs/product.md, "Offline viewing")
  /** A licence to keep one episode's rendition on this device; refused (REFUSED_CODE, msg: the reason) without VIP or a purchase. */
  offlineLicence: post<OfflineLicenceRequest, OfflineLicence>('/app-api/offline/licence'),
  /** Where the device's licences stand now: renewed (a later expiresAt) or revoked with the reason; unknown ids answer revoked. */
  offlineCheck: post<{ device: string; ids: string[] }, OfflineLicenceState[]>('/app-api/offline/check'),

  // Chat
  chatSendPicture: post<{ file: UploadFile }, ChatMessage>('/renren-api/api/chatim/sendPic', { body: 'multipart' }),
  chatSend: post<{ content: string }, ChatMessage>('/renren-api/api/chatim/send'),
  chatList: get<ChatMessage[]>('/renren-api/api/chatim/list'),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;

/** What each call's `data` holds once decrypted (the OpenAPI document is generated from it). */
export type ApiAnswers = { [K in EndpointName]: ResponseOf<Api[K]> };
/** What each call's body holds. */
export type ApiRequests = { [K in EndpointName]: RequestOf<Api[K]> };

/** The envelope every call answers with. `code === 0` is success. */
export interface Envelope<T = unknown> {
  code: number | string;
  msg?: string;
  message?: string;
  data: T;
}

/** Codes of docs/product.md section 8. */
export const SUCCESS_CODE = 0;
/** The session ended: expired, replaced by a login on another device, or ended elsewhere; `msg` says which. */
export const SESSION_EXPIRED_CODE = 8000;
/**
 * The spec's code for a session replaced by a login elsewhere. Our server answers 8000 with
 * 账号已在其他设备登录 instead (the original client handles no other code); the API client
 * still honours this one, as the spec describes it.
 */
export const SIGNED_IN_ELSEWHERE_CODE = 'SYS.0015';
/** Daily login already claimed (and other "already done" answers of the task calls). */
export const ALREADY_CLAIMED_CODE = 500;
/** A business refusal; the member sees `msg` (not enough coins, wrong password, …). */
export const REFUSED_CODE = 1;
/** The body is not what the call takes. */
export const BAD_REQUEST_CODE = 400;
export const FORBIDDEN_CODE = 403;
export const NOT_FOUND_CODE = 404;
/** A change that was already made (a withdrawal decided, a name taken): the operator API's 409. */
export const CONFLICT_CODE = 409;
export const TOO_LARGE_CODE = 413;
export const RATE_LIMITED_CODE = 429;
/** Something failed on the server's side; the answer says nothing more. */
export const INTERNAL_ERROR_CODE = 5000;

/** Every code an envelope may carry, with what it means (published in the OpenAPI document). */
export const ENVELOPE_CODES: readonly { code: number | string; meaning: string }[] = [
  { code: SUCCESS_CODE, meaning: 'success' },
  { code: REFUSED_CODE, meaning: 'refused: msg says why (not enough coins, wrong password, …)' },
  { code: BAD_REQUEST_CODE, meaning: 'the body is not what the call takes' },
  { code: FORBIDDEN_CODE, meaning: 'not allowed; on a member call with a token: the member is suspended (msg says so)' },
  { code: NOT_FOUND_CODE, meaning: 'no such thing (video, episode, order, path)' },
  { code: TOO_LARGE_CODE, meaning: 'the upload is too large' },
  { code: RATE_LIMITED_CODE, meaning: 'too many requests: try again later' },
  { code: ALREADY_CLAIMED_CODE, meaning: 'already claimed today (task calls)' },
  { code: INTERNAL_ERROR_CODE, meaning: 'the server failed' },
  { code: SESSION_EXPIRED_CODE, meaning: 'session ended (expired, replaced by a login on another device, ended by a password change elsewhere): drop the token and sign in again; msg says which' },
];

/** Collapse duplicate slashes, so 'app-api//login' and '/app-api/login' name one route. */
export function normalizePath(path: string): string {
  return ('/' + path).replace(/\/{2,}/g, '/');
}
