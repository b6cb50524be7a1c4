/**
 * Every call of SPEC.md section 7 (and the few of our own), in one typed table.
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
  DarkWebGroup,
  DateText,
  FeedItem,
  GoodsLists,
  HomeIndex,
  InviteRecord,
  Member,
  Page,
  RecordItem,
  SignState,
  TaskState,
  Topic,
  Video,
  VideoDetail,
} from './types.ts';

export type HttpMethod = 'GET' | 'POST';
export type BodyKind = 'json' | 'multipart' | 'none';

export interface Endpoint<Req, Res> {
  readonly path: string;
  readonly method: HttpMethod;
  readonly encrypted: boolean;
  readonly body: BodyKind;
  /** True when the call needs a signed-in member (a token). */
  readonly auth: boolean;
  /** Phantom fields carrying the request and response types; never set at run time. */
  readonly __req?: Req;
  readonly __res?: Res;
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

type Options = { method?: HttpMethod; encrypted?: boolean; body?: BodyKind; auth?: boolean };

function post<Req, Res>(path: string, options: Options = {}): Endpoint<Req, Res> {
  return {
    path,
    method: options.method ?? 'POST',
    encrypted: options.encrypted ?? false,
    body: options.body ?? 'json',
    auth: options.auth ?? true,
  };
}

function get<Res>(path: string, options: Omit<Options, 'method' | 'body'> = {}): Endpoint<void, Res> {
  return post<void, Res>(path, { ...options, method: 'GET', body: 'none' });
}

type Paged = { currentPage: number };
/** A file picked by the member, uploaded as multipart `file`. */
export type UploadFile = Blob & { name?: string };

export interface LikeBody {
  collectAuthor: string;
  collectCode: string;
  /** Duration in seconds for like/favourite; the current time for playback progress. */
  collectDuration: number;
  collectHot: number;
  collectImage: string;
  collectName: string;
  /** 1 like, 2 favourite (and playback progress). */
  collectType: number;
  sortNum: number;
  /** 2 like/favourite, 3 playback progress. */
  type: number;
}

export interface PayOrderBody {
  comSpec: string;
  /** VIP plan index (typesOf 2) or top-up option index (typesOf 1). */
  index: number;
  /** Ignored by the server, which prices the order itself; kept for the spec's wire shape. */
  money: number;
  /** Pay channel code. */
  type: number | boolean;
  /** 1 coin top-up, 2 VIP plan. */
  typesOf: 1 | 2;
  userId: string;
  payChannel?: number;
  /** Free-entry top-up amount in yuan (10..5000), only for the free option. */
  amount?: number;
}

export const api = {
  // Registration and member
  autoRegister: post<{ deviceType: 0; uuid: string; inviteCode?: string }, Member>(
    '/renren-api/api/auto-register',
    { auth: false },
  ),
  memberByCode: post<{ memberCode: string }, Member>('/app-api/member/getEntityByCode'),
  bindInviteCode: post<{ parentId: string }, null>('/renren-api/api/member/bindInviteCode'),
  login: post<{ loginName: string; loginPwd: string }, Member>('/app-api//login', { auth: false }),
  changePassword: post<{ memberCode: string; oldPwd: string; newPwd: string }, null>(
    '/app-api/member/MemberInfo/changePwd',
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
  randomAdClick: post<{ id: number }, null>('/renren-api/api/member/randomAdClickCount'),
  squareAdClick: post<{ id: number }, null>('/renren-api/api/member/squareAdClickCount'),
  paihangAdClick: post<{ id: number }, null>('/renren-api/api/member/paihangAdClickCount'),
  swiperAdClick: post<{ id: number }, null>('/renren-api/api/member/swiperAdClickCount'),
  darkSideAdClick: post<{ id: number }, null>('/renren-api/api/member/darkSideAdClickCount'),
  meAdClick: post<{ id: number }, null>('/renren-api/api/member/meAdClickCount'),
  playAdClick: post<{ id: number }, null>('/renren-api/api/member/playAdClickCount'),
  indexAdClick: post<{ id: number }, null>('/renren-api/api/member/indexAdClickCount'),

  // Content
  homeIndex: post<void, HomeIndex>('/app-api/cartoon/listIndex', { body: 'none', encrypted: true, auth: false }),
  listPaging: post<Paged & { type: '全部'; typeCode: string }, Page<FeedItem>>('/app-api/cartoon/listPaging', {
    encrypted: true,
    auth: false,
  }),
  listIndexLike: post<Paged, { distinctNameList: FeedItem[] }>('/app-api/cartoon/listIndexLike', { auth: false }),
  darkWebGroups: post<{ dictName: '暗网'; type: 0 }, Page<DarkWebGroup>>('/app-api/cartoon/selectSubjectByName', {
    encrypted: true,
    auth: false,
  }),
  changeBatch: post<{ currentPage: 1; sonTypeCode: string; typeCode: string }, Page<Video>>(
    '/app-api/cartoon/changeBatch',
    { encrypted: true, auth: false },
  ),
  subjectMovies: post<Paged & { sonTypeCode: string; typeCode: string }, Page<FeedItem>>(
    '/app-api/cartoon/selectSubjectMovies',
    { encrypted: true, auth: false },
  ),
  search: post<
    Paged & { cartoonSonType: string; cartoonType: string; prop: 'cartoon_score'; searchKey: string; title: string },
    Page<Video>
  >('/app-api/cartoon/listPagingBySearch', { encrypted: true, auth: false }),
  /**
   * With no params: the home tags (nodes without children; tag '0' is the main view).
   * With dictCode and dictLevel 1: that category's tree.
   */
  categories: post<{ dictCode?: string; dictLevel?: 1 }, Page<CategoryNode>>('/app-api/cartoon/listLeftType', {
    encrypted: true,
    auth: false,
  }),
  videoDetail: post<{ index: 0; vid: string }, VideoDetail>('/app-api/cartoon/getVideoDetail', { encrypted: true }),
  lookOk: post<{ cartoonCode: string; moviesInfoId: number }, { allowed: boolean }>('/app-api/cartoon/lookOk', {
    encrypted: true,
  }),
  /** On success the decrypted data is the message shown to the member. */
  buy: post<{ cartoonCode: string; moviesInfoId: number; type: 0 }, string>('/app-api/cartoon/buy', {
    encrypted: true,
  }),
  like: post<LikeBody, null>('/renren-api/api/member/like'),
  playback: post<LikeBody, null>('/renren-api/api/member/moviesPlayback'),
  // Calls of our own, for operator data the spec shows as fixed content.
  topics: post<void, Topic[]>('/app-api/cartoon/topics', { body: 'none', auth: false }),
  hotSearch: post<void, string[]>('/app-api/cartoon/hotSearch', { body: 'none', auth: false }),
  report: post<{ cartoonCode: string; reason: string }, null>('/app-api/cartoon/report'),

  // Payments and money
  goods: post<{ type: 2 }, GoodsLists>('/app-api/pay/getGoodsLists'),
  /** Success: data is a JSON string holding `payurl`. */
  payOrder: post<PayOrderBody, string>('/renren-api/api/pay/yianpay'),
  withdraw: post<{ imgurl: string; index: 'wx' | 'zfb'; money: number }, null>('/app-api/member/tixian'),
  records: post<{ index: 0 | 1 | 2 }, Page<RecordItem>>('/app-api/member/index', { encrypted: true }),

  // Sign-in and tasks
  signIn: post<{ amount: number; commodityType: 1 | 2; date: DateText }, SignState>('/renren-api/api/sign'),
  signState: get<SignState>('/renren-api/api/sign'),
  signCount: get<number>('/renren-api/api/sign/count'),
  /** Claims the daily-login coin; code 500 when already claimed. */
  dailyLogin: get<TaskState>('/renren-api/api/sign/dailyLogin'),
  firstRechargeVip: get<TaskState>('/renren-api/api/sign/firstRechargeVip'),
  watchVideoDaily: get<TaskState>('/renren-api/api/sign/watchVideoDaily'),
  /** Task states without claiming anything (a call of our own). */
  tasks: get<TaskState>('/renren-api/api/sign/tasks'),

  // Chat
  chatSendPicture: post<{ file: UploadFile }, ChatMessage>('/renren-api/api/chatim/sendPic', { body: 'multipart' }),
  chatSend: post<{ content: string }, ChatMessage>('/renren-api/api/chatim/send'),
  chatList: get<ChatMessage[]>('/renren-api/api/chatim/list'),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;

/** The envelope every call answers with. `code === 0` is success. */
export interface Envelope<T = unknown> {
  code: number | string;
  msg?: string;
  message?: string;
  data: T;
}

/** Codes of SPEC.md section 8. */
export const SUCCESS_CODE = 0;
export const SESSION_EXPIRED_CODE = 8000;
export const SIGNED_IN_ELSEWHERE_CODE = 'SYS.0015';
/** Daily login already claimed (and other "already done" answers of the task calls). */
export const ALREADY_CLAIMED_CODE = 500;

/** Collapse duplicate slashes, so 'app-api//login' and '/app-api/login' name one route. */
export function normalizePath(path: string): string {
  return ('/' + path).replace(/\/{2,}/g, '/');
}
