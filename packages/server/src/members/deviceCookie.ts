/**
 * The device key on the wire: an HttpOnly, SameSite=Strict cookie that login and
 * registration set and the browser sends back with the next login. Both clients get it with
 * no code of their own: our app is same-origin, and the original client calls relative
 * paths (axios `baseURL: '/'`), so it is served on the API's origin too and its browser
 * keeps and returns the cookie. HttpOnly: no script on the page can read it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDeviceKey, KNOWN_DEVICE_DAYS } from './knownDevices.ts';

export const DEVICE_COOKIE = 'nocturne_device';

/** The key the request's device presented; undefined when none or not one of ours. */
export function presentedDeviceKey(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return isDeviceKey(value) ? value : undefined;
}

/** Hands the device its key (again: each sign-in renews the cookie's lifetime). */
export function keepDeviceKey(request: FastifyRequest, reply: FastifyReply, key: string): void {
  reply.setCookie(DEVICE_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  });
}
