/**
 * OBJECT_STORE_URL: one setting for an S3-compatible store,
 * `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=us-east-1&forcePathStyle=true`.
 * Key and secret are URL-encoded (a secret may hold '/' or '+'). The endpoint is HTTPS,
 * except on a loopback host (a MinIO beside the server), which is plain HTTP; `tls=true` or
 * `tls=false` says it outright. A path after the bucket keeps every key under that prefix,
 * so several sites may share one bucket.
 */
export interface S3StoreSettings {
  endpoint: string;
  bucket: string;
  /** '' or a folder ending in '/', put before every key. */
  keyPrefix: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

const PARAMETERS = new Set(['region', 'forcePathStyle', 'tls']);
// S3's rules for a bucket name: 3-63 lower-case letters, digits, dots and hyphens, a letter or digit at each end.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9._=+-]{1,100}$/;
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

function bool(name: string, raw: string | null, fallback: boolean): boolean {
  if (raw === null) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** The settings in `raw`, or an Error saying what is wrong (the secret never appears in it). */
export function parseStoreUrl(raw: string): S3StoreSettings {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('is not a URL; expected s3://KEY:SECRET@host:port/bucket?region=...');
  }
  if (url.protocol !== 's3:') throw new Error(`must start with s3:// (got ${url.protocol}//)`);
  if (!url.username || !url.password) throw new Error('needs the access key and secret: s3://KEY:SECRET@host/bucket');
  if (!url.hostname) throw new Error('needs the store host: s3://KEY:SECRET@host:port/bucket');
  if (url.hash) throw new Error('must not have a #fragment');
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.has(name)) throw new Error(`unknown parameter "${name}" (known: ${[...PARAMETERS].join(', ')})`);
  }
  const [bucket = '', ...prefixParts] = url.pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!BUCKET.test(bucket)) throw new Error(`needs a bucket name (3-63 of a-z 0-9 . -) as the first path part, got "${bucket}"`);
  if (prefixParts.some((part) => !PREFIX_PART.test(part))) throw new Error('the key prefix after the bucket must be plain folder names');
  const tls = bool('tls', url.searchParams.get('tls'), !LOOPBACK.test(url.hostname));
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new Error(`region must be a region name such as us-east-1, got "${region}"`);
  let accessKeyId: string;
  let secretAccessKey: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    throw new Error('the key or secret is not properly URL-encoded');
  }
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    bucket,
    keyPrefix: prefixParts.length > 0 ? `${prefixParts.join('/')}/` : '',
    region,
    forcePathStyle: bool('forcePathStyle', url.searchParams.get('forcePathStyle'), false),
    accessKeyId,
    secretAccessKey,
  };
}
