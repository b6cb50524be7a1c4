/**
 * The origin of URLs the server hands out (playlists, covers, ads). The original client needs
 * them absolute (it reads `new URL(url).origin`), so with no PUBLIC_URL configured they are
 * made absolute under the origin the request came to (protocol and Host header; behind a
 * proxy those of X-Forwarded-* only with TRUST_PROXY).
 */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could break out of a URL. */
const HOST = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
/** Where a request without a usable Host header is answered from. */
const FALLBACK_HOST = 'localhost';

export function publicOrigin(config: Pick<ServerConfig, 'publicUrl'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  // As the URL standard writes it (no default port), which is what a client compares.
  return new URL(`${protocol}://${host && HOST.test(host) ? host : FALLBACK_HOST}`).origin;
}

/** A server path ('/covers/...') becomes absolute under `origin` (PUBLIC_URL, or the request's own origin). */
export function publicAddress(origin: string, address: string): string {
  return address.startsWith('/') ? `${origin}${address}` : address;
}
