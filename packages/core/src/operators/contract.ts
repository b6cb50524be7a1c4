/**
 * The operator API's own calls (operators, sessions, one-time codes, the audit log,
 * suspension): their paths, methods, the right each needs, and their types. The server
 * registers them from this table and the console will call them through it; the older
 * operator routes (content, money, support) keep their paths in the server for now.
 *
 * Operator answers use the member API's envelope `{ code, msg, data }`, never encrypted, with
 * real HTTP statuses.
 */
import type { OperatorConfig } from '../api/types.ts';
import type { DashboardView } from './dashboard.ts';
import type { CoinOption, CoinOptionChange, NewSiteAd, PayChannelChange, PayChannelSetting, SiteAd, SiteAdChange, SitePrices, UploadedImage, VipPlanChange, VipPlanSetting } from './site.ts';
import type { OperatorRight, OperatorRole } from './rights.ts';

export interface OperatorEndpoint<Req, Res> {
  readonly path: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The right the call needs; null: any signed-in operator (or none, for signing in). */
  readonly right: OperatorRight | null;
  readonly summary: string;
  readonly __req?: Req;
  readonly __res?: Res;
}

function call<Req, Res>(method: OperatorEndpoint<Req, Res>['method'], path: string, right: OperatorRight | null, summary: string): OperatorEndpoint<Req, Res> {
  return { method, path, right, summary };
}
/** For the areas' own tables (content.ts). */
export { call as operatorCall };

/** One endpoint of an area's table (money.ts, members.ts, support.ts), built as this one's are. */
export const operatorEndpoint = call;

export interface OperatorView {
  id: number;
  name: string;
  role: OperatorRole;
  totpEnabled: boolean;
  disabled: boolean;
  createdAt: string;
}

/** Who is signed in, what the role may do, and whether a one-time code must be set up first. */
export interface OperatorSessionView {
  operator: OperatorView;
  rights: OperatorRight[];
  /** An owner or finance operator without TOTP: until enrolment is confirmed, only enrolment and sign-out work. */
  totpEnrolmentRequired: boolean;
  /** Idle seconds after which the session ends. */
  idleTimeoutSeconds: number;
}

export interface OperatorLogin {
  name: string;
  password: string;
  /** The 6-digit TOTP code, once the operator has one. */
  code?: string;
}

export interface TotpEnrolment {
  /** Base32 secret, for typing in by hand. */
  secret: string;
  /** otpauth://totp/... URI for a QR code. */
  uri: string;
}

export interface NewOperator {
  name: string;
  role: OperatorRole;
  password: string;
}

export interface OperatorChange {
  role?: OperatorRole;
  disabled?: boolean;
  password?: string;
  /** Why: required with a role change (at least OPERATOR_REASON_MIN characters); the audit log keeps it. */
  reason?: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  /** The operator's name, or `ADMIN_TOKEN` for the scripts' token. */
  actor: string;
  /** Method and route pattern, e.g. `POST /admin/withdrawals/:id/approve`. */
  action: string;
  /** What was changed (the path's ids and codes). */
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
}

export interface AuditPage {
  items: AuditEntry[];
  nextCursor: string | null;
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  target?: string;
  cursor?: string;
  limit?: string;
}

export interface OwnPasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** The first owner, made through the one-time setup link the server prints while no operator exists. */
export interface FirstOwner {
  /** The link's token (after `#` in the link: it never reaches a server log or a referrer). */
  token: string;
  name: string;
  password: string;
}

/** A new password an owner set for another operator: shown once, then only its hash is kept. */
export interface PasswordReset {
  password: string;
}

export interface Suspension {
  reason: string;
}

export const operatorApi = {
  signIn: call<OperatorLogin, OperatorSessionView>('POST', '/admin/session', null, 'Sign in as an operator (sets the session cookie)'),
  session: call<void, OperatorSessionView>('GET', '/admin/session', null, 'The signed-in operator, rights and session state'),
  signOut: call<void, null>('DELETE', '/admin/session', null, 'Sign out of this session'),
  signOutEverywhere: call<void, null>('DELETE', '/admin/sessions', null, 'Sign out of every session of this operator'),
  changeOwnPassword: call<OwnPasswordChange, null>('PUT', '/admin/session/password', null, 'Change your own password (your other sessions end)'),
  totpEnrol: call<void, TotpEnrolment>('POST', '/admin/session/totp', null, 'Start TOTP enrolment: a new secret and its otpauth URI'),
  totpConfirm: call<{ code: string }, OperatorSessionView>('POST', '/admin/session/totp/confirm', null, 'Confirm TOTP enrolment with a code'),
  operators: call<void, OperatorView[]>('GET', '/admin/operators', 'operators', 'List operators'),
  addOperator: call<NewOperator, OperatorView>('POST', '/admin/operators', 'operators', 'Add an operator'),
  setupCheck: call<{ token: string }, null>('POST', '/admin/setup/check', null, 'Whether a first-run setup link is still good (nothing is changed)'),
  setupOwner: call<FirstOwner, OperatorSessionView>('POST', '/admin/setup', null, 'Create the first owner through the one-time setup link (sets the session cookie; TOTP enrolment follows)'),
  resetOperatorPassword: call<void, PasswordReset>('POST', '/admin/operators/:id/password', 'operators', "Reset an operator's password: a new one-time password, answered once; its sessions end"),
  changeOperator: call<OperatorChange, OperatorView>('PUT', '/admin/operators/:id', 'operators', "Change an operator's role, password or state"),
  audit: call<AuditQuery, AuditPage>('GET', '/admin/audit', 'audit', 'Read the audit log, newest first, filtered and paged'),
  suspendMember: call<Suspension, null>('POST', '/admin/members/:code/suspend', 'suspensions', 'Suspend a member, with a reason'),
  restoreMember: call<Suspension, null>('POST', '/admin/members/:code/restore', 'suspensions', 'Restore a suspended member, with a reason'),
  dashboard: call<void, DashboardView>('GET', '/admin/dashboard', 'dashboard', 'The dashboard: today against yesterday, playback quality over 7 days, top videos'),
  config: call<void, OperatorConfig>('GET', '/admin/config', 'site', "The site's configuration (flags, notice, preview seconds, links)"),
  changeConfig: call<Partial<OperatorConfig>, OperatorConfig>('PUT', '/admin/config', 'site', "Change some of the site's configuration"),
  prices: call<void, SitePrices>('GET', '/admin/prices', 'site', 'VIP plans, coin options and pay channels'),
  changeVipPlan: call<VipPlanChange, VipPlanSetting>('PUT', '/admin/vip-plans/:index', 'site', "Change a VIP plan's price, days or whether it is offered"),
  changeCoinOption: call<CoinOptionChange, CoinOption>('PUT', '/admin/coin-options/:id', 'site', "Change a coin option's price, coins, order or whether it is offered"),
  changePayChannel: call<PayChannelChange, PayChannelSetting>('PUT', '/admin/pay-channels/:code', 'site', "Change a pay channel's name, order or whether it is offered"),
  ads: call<void, SiteAd[]>('GET', '/admin/ads', 'ads', 'List every ad of every group'),
  addAd: call<NewSiteAd, SiteAd>('POST', '/admin/ads', 'ads', 'Add an ad to a group'),
  changeAd: call<SiteAdChange, SiteAd>('PUT', '/admin/ads/:id', 'ads', 'Change an ad'),
  removeAd: call<void, SiteAd>('DELETE', '/admin/ads/:id', 'ads', 'Remove an ad'),
  uploadImage: call<FormData, UploadedImage>('POST', '/admin/images', 'ads', 'Upload an image for an ad (multipart `file`: PNG, JPEG, WebP or GIF)'),
} as const;

export type OperatorApi = typeof operatorApi;

/**
 * Codes of the operator API's failures (besides core's 400, 403, 404, 409, 429). 401: sign in
 * (a session or the token) first. The TOTP codes tell the console which form to show.
 */
export const OPERATOR_SIGN_IN_REQUIRED_CODE = 401;
/** The password was right; the account needs its one-time code too. */
export const OPERATOR_TOTP_REQUIRED_CODE = 'TOTP.REQUIRED';
/** Signed in, but an owner or finance operator must enrol TOTP before anything else. */
export const OPERATOR_TOTP_ENROLMENT_CODE = 'TOTP.ENROL';
/** A cookie-authenticated change that did not come from the console's own origin. */
export const CROSS_SITE_REQUEST_CODE = 'CSRF';
