/**
 * The server's configuration: read from the environment once at start, typed, validated.
 * A misconfiguration fails here, not on the first request.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, statSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { BUSINESS_TIME_ZONE, DEVELOPMENT_AES_KEY, assertAesKey, isTimeZone, type AesKey } from '@nocturne/core';
import { parseStoreUrl, type S3StoreSettings } from './storage/storeUrl.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database, uploads and generated media live here. */
  dataDir: string;
  /** The S3-compatible store of media, uploads and ingest sources (OBJECT_STORE_URL); null: files under dataDir. */
  objectStore: S3StoreSettings | null;
  /** A PostgreSQL server; when empty the embedded PGlite in `dataDir/pg` is used. */
  databaseUrl: string;
  /** Connections to that PostgreSQL server at most (each pipelines many queries). */
  databasePoolSize: number;
  aes: AesKey;
  /** Signs media URLs (HMAC-SHA256). */
  mediaSecret: string;
  /** Bearer token of the operator API; empty disables it. */
  adminToken: string;
  /** Bearer token that reads /admin/metrics and nothing else (a Prometheus scraper's); empty: the operator token only. */
  metricsToken: string;
  /** Absolute origin prefixed to URLs the server hands out; empty means same-origin paths. */
  publicUrl: string;
  /** IANA zone of the business day (sign-in, tasks, watch time) and of every date-time on the wire (getConfig publishes it). */
  businessTimeZone: string;
  /** How long a member token stays valid. */
  tokenTtlSeconds: number;
  /** How long a signed playlist or segment URL stays valid. */
  mediaUrlTtlSeconds: number;
  /** How long an unpaid payment order can still be paid; then it expires. */
  orderTtlSeconds: number;
  /** Largest accepted image upload (avatar, chat picture, payment code). */
  imageMaxBytes: number;
  /** Seed demo content into an empty database on start. */
  seedDemo: boolean;
  /** Generate demo HLS streams with ffmpeg while seeding (off in most tests). */
  seedMedia: boolean;
  /** Ingest jobs the server's own worker runs at once; 0 leaves them to a standalone worker. */
  mediaWorkers: number;
  /** The only folder the operator API enqueues ingest sources from (the command line takes any file). */
  ingestDir: string;
  /** Auto-registrations allowed per network address per hour. */
  registerPerAddressPerHour: number;
  /** Wrong passwords for one login name from one stranger address, or from one known device, within 15 minutes; then that address or device waits for the window's end. */
  loginFailuresPerAccount: number;
  /** Wrong passwords from one network address within 15 minutes before it may sign in only to accounts without a recent failure. */
  loginFailuresPerAddress: number;
  /** Wrong passwords for one login name from all strangers within 15 minutes; then only the account's known devices sign in until the window ends. */
  loginStrangerFailuresPerAccount: number;
  /** Invite rewards an inviter can earn per business day. */
  inviteRewardsPerInviterPerDay: number;
  /** Invite rewards one network address can trigger per business day. */
  inviteRewardsPerAddressPerDay: number;
  /** How long public catalogue reads are cached; 0 turns the cache off. */
  catalogueCacheMs: number;
  /** How long a token lookup is remembered; 0 reads every token from the database. */
  sessionCacheMs: number;
  /** scrypt cost N for new password hashes (a power of two). */
  scryptCost: number;
  /** The 易支付 (epay) gateway that takes real money; null when not configured. */
  epay: EpayConfig | null;
  /** The sandbox cashier (no money moves, anyone can press 支付成功): development and demos only. */
  paymentSandbox: boolean;
  /**
   * The proxies whose X-Forwarded-* headers are believed: false (none) or their addresses
   * and CIDR ranges; Fastify's `trustProxy` (proxy-addr) applies it.
   */
  trustProxy: TrustedProxies;
  /** A request must arrive whole within this, and a silent connection is closed after it (half-sent and idle connections). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** After SIGTERM, how long /healthz answers 503 while requests are still served, before the server stops listening. */
  shutdownGraceMs: number;
  logLevel: string;
  /** This process's name in a fleet: every metric series carries it (label `instance_name`). */
  instanceName: string;
}

/** false: no proxy; else these addresses and CIDR ranges. */
export type TrustedProxies = false | readonly string[];

export interface EpayConfig {
  /** Merchant id (`pid`). */
  pid: string;
  /** Merchant key: signs checkouts and verifies notifications; never logged. */
  key: string;
  /** The gateway's base URL; the checkout is `<gateway>/submit.php`. */
  gateway: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function powerOfTwo(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback, 2);
  if ((value & (value - 1)) !== 0) throw new ConfigError(`${name} must be a power of two, got ${value}`);
  return value;
}

function timeZone(env: Env): string {
  const zone = env.BUSINESS_TZ || BUSINESS_TIME_ZONE;
  if (!isTimeZone(zone)) throw new ConfigError(`BUSINESS_TZ is not a known time zone: "${zone}"`);
  return zone;
}

/** EPAY_PID, EPAY_KEY and EPAY_GATEWAY: all three or none, each well formed. */
function epay(env: Env, publicUrl: string): EpayConfig | null {
  const names = ['EPAY_PID', 'EPAY_KEY', 'EPAY_GATEWAY'] as const;
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return null;
  if (set.length < names.length) throw new ConfigError(`EPAY_PID, EPAY_KEY and EPAY_GATEWAY go together; only ${set.join(', ')} is set`);
  const pid = env.EPAY_PID!;
  const key = env.EPAY_KEY!;
  const gateway = env.EPAY_GATEWAY!.replace(/\/submit\.php$/, '').replace(/\/+$/, '');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(pid)) throw new ConfigError('EPAY_PID must be the merchant id (letters, digits, _ or -)');
  if (!/^[\x21-\x7e]{16,128}$/.test(key)) throw new ConfigError('EPAY_KEY must be the merchant key: 16-128 visible ASCII characters');
  let url: URL;
  try {
    url = new URL(gateway);
  } catch {
    throw new ConfigError(`EPAY_GATEWAY is not a URL: "${gateway}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) throw new ConfigError('EPAY_GATEWAY must be an http(s) base URL without query');
  // The gateway calls notify_url from outside: a same-origin path would mean nothing to it.
  if (!publicUrl) throw new ConfigError('EPAY_* needs PUBLIC_URL: the gateway notifies and returns to absolute URLs');
  return { pid, key, gateway };
}

/**
 * TRUST_PROXY names the proxies to believe, never "everyone": with `true` the left-most
 * X-Forwarded-For, which the client writes itself, became the address every per-address
 * limit counts. Addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8,::1`, or
 * proxy-addr's `loopback`, `uniquelocal`). Not a hop count: Fastify 5 ignores one (it
 * cannot tell a proxy from a client that writes enough hops itself), which would quietly
 * make every member the proxy's address.
 */
function trustedProxies(env: Env): TrustedProxies {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || /^(false|no|off)$/i.test(raw)) return false;
  const instead = 'name your proxies instead: their addresses or CIDR ranges, comma-separated (TRUST_PROXY=127.0.0.1 for an nginx on this machine)';
  if (/^(true|yes|on)$/i.test(raw)) throw new ConfigError(`TRUST_PROXY=${raw} would believe any client's X-Forwarded-For; ${instead}`);
  if (/^\d+$/.test(raw)) throw new ConfigError(`TRUST_PROXY=${raw}: a hop count cannot tell a proxy from a client that writes the hops itself; ${instead}`);
  const list = raw.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(list);
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY must be proxy addresses or CIDR ranges: ${(error as Error).message}`);
  }
  return list;
}

/**
 * INSTANCE_NAME: one process among several, as its metrics name it (a Prometheus label
 * value, so nothing that needs escaping). Default: the host name and port, which tell the
 * processes of a fleet apart unless two share both (PORT=0: set it).
 */
function instanceName(env: Env, port: number): string {
  const name = env.INSTANCE_NAME || `${hostname()}:${port}`;
  if (!/^[\w.:@/-]{1,100}$/.test(name)) throw new ConfigError(`INSTANCE_NAME must be 1-100 letters, digits or . : @ / _ -, got "${name}"`);
  return name;
}

/** OBJECT_STORE_URL, checked whole at start: a typo'd parameter or a missing bucket refuses to start. */
function objectStore(env: Env): S3StoreSettings | null {
  const raw = (env.OBJECT_STORE_URL ?? '').trim();
  if (raw === '') return null;
  try {
    return parseStoreUrl(raw);
  } catch (error) {
    throw new ConfigError(`OBJECT_STORE_URL ${(error as Error).message}`);
  }
}

/** The operator API's bearer token holds every member's money: a short one is refused. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

function adminToken(env: Env, name: 'ADMIN_TOKEN' | 'METRICS_TOKEN' = 'ADMIN_TOKEN'): string {
  const token = env[name] ?? '';
  if (token !== '' && token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`${name} must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (or empty to turn it off)`);
  }
  return token;
}

/**
 * FFMPEG_PATH (read where ffmpeg is started, media/ffmpeg.ts), when set, must name an
 * executable file: a wrong one otherwise shows only as every ingest job failing.
 */
function checkFfmpegPath(env: Env): void {
  const file = env.FFMPEG_PATH;
  if (!file) return;
  if (!path.isAbsolute(file)) throw new ConfigError(`FFMPEG_PATH must be an absolute path, got "${file}"`);
  try {
    accessSync(file, constants.X_OK);
    if (!statSync(file).isFile()) throw new Error('not a file');
  } catch (error) {
    throw new ConfigError(`FFMPEG_PATH must name an executable file: ${file} (${(error as Error).message})`);
  }
}

export function loadConfig(env: Env = process.env): ServerConfig {
  checkFfmpegPath(env);
  const aes = { key: env.API_AES_KEY || DEVELOPMENT_AES_KEY.key, iv: env.API_AES_IV || DEVELOPMENT_AES_KEY.iv };
  try {
    assertAesKey(aes);
  } catch (error) {
    throw new ConfigError(`API_AES_KEY / API_AES_IV: ${(error as Error).message}`);
  }
  const publicUrl = (env.PUBLIC_URL ?? '').replace(/\/+$/, '');
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) throw new ConfigError(`PUBLIC_URL must start with http(s)://`);
  const epayConfig = epay(env, publicUrl);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const port = integer(env, 'PORT', 8080);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    objectStore: objectStore(env),
    databaseUrl: env.DATABASE_URL ?? '',
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 5, 1),
    aes,
    // Without a configured secret, signed media URLs simply stop working on restart.
    mediaSecret: env.MEDIA_SECRET || randomBytes(32).toString('hex'),
    adminToken: adminToken(env),
    metricsToken: adminToken(env, 'METRICS_TOKEN'),
    publicUrl,
    businessTimeZone: timeZone(env),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 30 * 24 * 3600, 60),
    mediaUrlTtlSeconds: integer(env, 'MEDIA_URL_TTL_SECONDS', 2 * 3600, 30),
    orderTtlSeconds: integer(env, 'ORDER_TTL_SECONDS', 30 * 60, 60),
    imageMaxBytes: integer(env, 'IMAGE_MAX_BYTES', 2 * 1024 * 1024, 1024),
    seedDemo: flag(env, 'SEED_DEMO', true),
    seedMedia: flag(env, 'SEED_MEDIA', true),
    mediaWorkers: integer(env, 'MEDIA_WORKERS', 1, 0),
    ingestDir: path.resolve(env.INGEST_DIR || path.join(dataDir, 'ingest')),
    registerPerAddressPerHour: integer(env, 'REGISTER_PER_ADDRESS_PER_HOUR', 60, 1),
    loginFailuresPerAccount: integer(env, 'LOGIN_FAILURES_PER_ACCOUNT', 5, 1),
    loginFailuresPerAddress: integer(env, 'LOGIN_FAILURES_PER_ADDRESS', 20, 1),
    loginStrangerFailuresPerAccount: integer(env, 'LOGIN_STRANGER_FAILURES_PER_ACCOUNT', 50, 1),
    inviteRewardsPerInviterPerDay: integer(env, 'INVITE_REWARDS_PER_INVITER_PER_DAY', 20, 0),
    inviteRewardsPerAddressPerDay: integer(env, 'INVITE_REWARDS_PER_ADDRESS_PER_DAY', 1, 0),
    catalogueCacheMs: integer(env, 'CATALOGUE_CACHE_MS', 2000),
    sessionCacheMs: integer(env, 'SESSION_CACHE_MS', 5000),
    scryptCost: powerOfTwo(env, 'SCRYPT_COST', 16384),
    epay: epayConfig,
    // Default: on only for development (no real provider, NODE_ENV not production).
    paymentSandbox: flag(env, 'PAYMENT_SANDBOX', !epayConfig && env.NODE_ENV !== 'production'),
    trustProxy: trustedProxies(env),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 100),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 2_000),
    logLevel: env.LOG_LEVEL || 'info',
    instanceName: instanceName(env, port),
  };
}
