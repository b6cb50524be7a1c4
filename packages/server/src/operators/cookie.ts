/**
 * The operator session on the wire: an HttpOnly, SameSite=Strict cookie. Over HTTPS it is
 * `__Host-nocturne_operator` with Secure and Path=/ and no Domain: the browser then refuses it
 * from plain HTTP and from any other host (a sibling subdomain cannot plant or overwrite it).
 * Over plain HTTP (development on localhost) the browser would drop a Secure or `__Host-`
 * cookie, so it is `nocturne_operator` without Secure, and an HTTPS request never reads it.
 * No Max-Age: the browser forgets it when it closes; the server ends it sooner (sessions.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SECURE_SESSION_COOKIE = '__Host-nocturne_operator';
export const PLAIN_SESSION_COOKIE = 'nocturne_operator';

const secure = (request: FastifyRequest) => request.protocol === 'https';
const nameFor = (request: FastifyRequest) => (secure(request) ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE);

/** The session token the request carries; undefined when none of the right shape. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[nameFor(request)];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(nameFor(request), token, { path: '/', httpOnly: true, sameSite: 'strict', secure: secure(request) });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(nameFor(request), { path: '/', httpOnly: true, sameSite: 'strict', secure: secure(request) });
}
