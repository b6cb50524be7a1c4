import { gzipSync } from 'node:zlib';
import type { AesKey, Envelope } from '@nocturne/core';
import { SUCCESS_CODE } from '@nocturne/core';
import { encryptJson } from './codec.ts';
import { SharedHeadCipher } from './sharedHeadCipher.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

const SUCCESS_MSG = 'success';

/** A success: `{ code: 0, data }`, with `data` as AES ciphertext on encrypted calls. */
export function success(data: unknown, isEncrypted: boolean, aes: AesKey, msg = SUCCESS_MSG): Envelope {
  return { code: SUCCESS_CODE, msg, data: isEncrypted ? encryptJson(data, aes) : data };
}

// An encrypted success is these bytes around the Base64 ciphertext, which needs no JSON
// escaping: writing it between them skips serialising and re-encoding a long string.
const ENCRYPTED_HEAD = Buffer.from(JSON.stringify({ code: SUCCESS_CODE, msg: SUCCESS_MSG, data: '' }).slice(0, -2));
const ENCRYPTED_TAIL = Buffer.from('"}');

/** The body of an encrypted success from its Base64 ciphertext, written once into place. */
export function encryptedSuccessBody(ciphertext: string): Buffer {
  const body = Buffer.allocUnsafe(ENCRYPTED_HEAD.length + ciphertext.length + ENCRYPTED_TAIL.length);
  ENCRYPTED_HEAD.copy(body, 0);
  body.write(ciphertext, ENCRYPTED_HEAD.length, 'latin1');
  ENCRYPTED_TAIL.copy(body, ENCRYPTED_HEAD.length + ciphertext.length);
  return body;
}

function buildBody(data: unknown, isEncrypted: boolean, aes: AesKey, msg: string): Buffer {
  if (isEncrypted && msg === SUCCESS_MSG) return encryptedSuccessBody(encryptJson(data, aes));
  return Buffer.from(JSON.stringify(success(data, isEncrypted, aes, msg)));
}

/**
 * An answer that is one object answered to many (`head`: a cached video detail's
 * recommendations and danmu) followed by this request's own fields (`tail`), as if it were
 * `{ ...head, ...tail }`. Encrypted, the head's ciphertext is made once per head object and
 * only the tail is encrypted per request (sharedHeadCipher.ts); the answer is byte for byte
 * what the whole value would be. `T` is what it decrypts to, so a route can answer it only
 * where its contract's response is T.
 */
export class SharedHeadAnswer<T> {
  declare readonly whole?: T;
  constructor(
    readonly head: object,
    readonly tail: object,
  ) {}
}

/** A shared head and a tail as one answer (see SharedHeadAnswer). */
export function sharedHeadAnswer<Head extends object, Tail extends object>(head: Head, tail: Tail): SharedHeadAnswer<Head & Tail> {
  return new SharedHeadAnswer(head, tail);
}

/** The cipher of each head object, made on its first answer. */
const headCiphers = new WeakMap<object, { aes: AesKey; cipher: SharedHeadCipher }>();

function headCipher(head: object, aes: AesKey): SharedHeadCipher {
  const known = headCiphers.get(head);
  if (known && known.aes === aes) return known.cipher;
  // The head's JSON without its closing brace: the tail goes on from there.
  const cipher = new SharedHeadCipher(JSON.stringify(head).slice(0, -1), aes);
  headCiphers.set(head, { aes, cipher });
  return cipher;
}

/** The body of a SharedHeadAnswer's success. */
export function sharedHeadBody(answer: SharedHeadAnswer<unknown>, isEncrypted: boolean, aes: AesKey): Buffer {
  if (!isEncrypted) return Buffer.from(JSON.stringify(success({ ...answer.head, ...answer.tail }, false, aes)));
  const tail = JSON.stringify(answer.tail);
  // The tail's fields without its opening brace, after a comma unless one side is empty.
  const joint = Object.keys(answer.head).length > 0 && tail.length > 2 ? ',' : '';
  return encryptedSuccessBody(headCipher(answer.head, aes).encrypt(joint + tail.slice(1)));
}

/**
 * Values served again and again (what the read cache hands out until it expires) and the
 * bodies built for them: a cached home index is encrypted and serialised once, and every
 * later request writes the same bytes. Other values are one-off and not remembered.
 */
const shared = new WeakSet<object>();
const bodies = new WeakMap<object, { aes: AesKey; encrypted: boolean; bytes: Buffer }>();

/** Marks a value that will be answered many times, so its body is built once. */
export function servedAgain(value: unknown): void {
  if (typeof value === 'object' && value !== null) shared.add(value);
}

/** The success envelope as the bytes of its JSON body. */
export function successBody(data: unknown, isEncrypted: boolean, aes: AesKey, msg = SUCCESS_MSG): Buffer {
  if (typeof data !== 'object' || data === null || msg !== SUCCESS_MSG || !shared.has(data)) return buildBody(data, isEncrypted, aes, msg);
  const known = bodies.get(data);
  if (known && known.aes === aes && known.encrypted === isEncrypted) return known.bytes;
  const bytes = buildBody(data, isEncrypted, aes, msg);
  bodies.set(data, { aes, encrypted: isEncrypted, bytes });
  builtOnce.add(bytes);
  return bytes;
}

const builtOnce = new WeakSet<Buffer>();
const gzipped = new WeakMap<Buffer, Buffer>();

/** Whether `successBody` built these bytes once for a value served again. */
export function servedAgainBody(bytes: Buffer): boolean {
  return builtOnce.has(bytes);
}

/**
 * The gzip of a body served again (home's 18 KB index: about a quarter smaller, Base64
 * ciphertext compresses little), made the first time a client asks for it and kept with
 * it. A one-off body is not worth compressing on every request: it is sent as it is.
 */
export function gzippedBody(bytes: Buffer): Buffer {
  let packed = gzipped.get(bytes);
  if (!packed) {
    packed = gzipSync(bytes);
    gzipped.set(bytes, packed);
  }
  return packed;
}

/** A failure carries its sentence twice: `msg` (docs/product.md section 8) and `message` (read by
 * the original client's login page). */
export function failure(code: number | string, msg: string): Envelope<null> {
  return { code, msg, message: msg, data: null };
}

/** The prefixes of the member API (core's contract). */
const MEMBER_API = /^\/(app-api|renren-api)\//;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered from core's contract (route.ts). */
    memberCall?: boolean;
  }
}

export const MEMBER_CALL = { memberCall: true };

/**
 * A call of the member API, answered with HTTP 200 and the class of failure in `code`: a
 * route of the contract, or an unknown path under its prefixes. The server's own pages
 * beside them (the sandbox cashier, payment notifications) keep HTTP statuses.
 */
export function isMemberCall(request: { url: string; routeOptions: { url?: string; config?: unknown } }): boolean {
  if (request.routeOptions.url === undefined) return MEMBER_API.test(request.url);
  return (request.routeOptions.config as { memberCall?: boolean } | undefined)?.memberCall === true;
}

/** The operator API's success: the same envelope as the member API's, never encrypted. */
export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', data };
}
