/**
 * Operators and their rights: the one table of what each role may do. The server
 * checks it on every operator route; the console reads it to show only what a role can use.
 */

export const OPERATOR_ROLES = ['owner', 'content', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Each right is one kind of operator work; a route of the operator API needs exactly one. */
export const OPERATOR_RIGHTS = [
  /** The dashboard's figures: today against yesterday, playback quality, top videos (every role's first page). */
  'dashboard',
  /** Add operators, change their roles and passwords, disable them. */
  'operators',
  /** Read the audit log. */
  'audit',
  /** Site configuration and prices (`shikan`, VIP plans, coin options, pay channels). */
  'site',
  'videos',
  'ingest',
  'topics',
  'ads',
  'danmaku',
  'reports',
  /** Playback quality figures (the dashboard's charts). */
  'playback',
  /** Prometheus metrics. */
  'metrics',
  'withdrawals',
  'orders',
  'ledgers',
  /** Money adjustments of a member's coins or balance. */
  'adjustments',
  'chats',
  /** Reading a member's view (read-only). */
  'members',
  /** Suspending and restoring members. */
  'suspensions',
] as const;
export type OperatorRight = (typeof OPERATOR_RIGHTS)[number];

/**
 * The roles' rights: the owner does everything and manages the other operators; content
 * runs videos, ingest, topics, ads, danmaku and reports; finance runs withdrawals, orders,
 * ledgers and adjustments (and reads the member they concern); support answers chats and
 * reads members. Every role sees the dashboard: it is the console's first page for all.
 */
export const ROLE_RIGHTS: Readonly<Record<OperatorRole, readonly OperatorRight[]>> = {
  owner: OPERATOR_RIGHTS,
  content: ['dashboard', 'videos', 'ingest', 'topics', 'ads', 'danmaku', 'reports', 'playback'],
  finance: ['dashboard', 'withdrawals', 'orders', 'ledgers', 'adjustments', 'members'],
  support: ['dashboard', 'chats', 'members'],
};

/**
 * Who sees money figures (revenue, coins spent) outside the money pages: the roles with the
 * right to read payment orders, where the same figures are one click away (decision 0032).
 * The dashboard's server leaves them out for any other role.
 */
export const MONEY_FIGURES_RIGHT: OperatorRight = 'orders';

export const seesMoney = (rights: Iterable<OperatorRight>): boolean => [...rights].includes(MONEY_FIGURES_RIGHT);

/** Roles whose sign-in needs a time-based one-time code (TOTP) besides the password. */
export const ROLES_NEEDING_TOTP: readonly OperatorRole[] = ['owner', 'finance'];

export function roleMay(role: OperatorRole, right: OperatorRight): boolean {
  return ROLE_RIGHTS[role].includes(right);
}

export function isOperatorRole(text: unknown): text is OperatorRole {
  return typeof text === 'string' && (OPERATOR_ROLES as readonly string[]).includes(text);
}

export const roleNeedsTotp = (role: OperatorRole): boolean => ROLES_NEEDING_TOTP.includes(role);

/** Operator names: what they sign in with and what the audit log shows. */
export const OPERATOR_NAME_PATTERN = /^[A-Za-z0-9._-]{2,32}$/;
/** Operators' passwords are longer than members' (they move money): 12 to 128 characters. */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;
/** The reason an operator gives for a money adjustment, a withdrawal decision or a suspension. */
export const OPERATOR_REASON_MAX = 200;
/**
 * A reason the audit log can say why with (下架, restoring, a role change, a suspension): at least
 * this many characters besides spaces. Two, because a Chinese reason is often two: 侵权, 涉黄.
 */
export const OPERATOR_REASON_MIN = 2;

/** Whether `text` is a reason the server takes for those changes. */
export function reasonGiven(text: string): boolean {
  return text.replace(/\s/g, '').length >= OPERATOR_REASON_MIN && text.length <= OPERATOR_REASON_MAX;
}
