/**
 * Registers a route from core's contract entry: the path, method, encryption and body kind
 * come from `api.xxx`, so no API path is spelled in the server. The schema validates the
 * body and is checked against the contract's request type at compile time.
 */
import type { Endpoint, RequestOf, ResponseOf } from '@nocturne/core';
import { normalizePath } from '@nocturne/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf, TOKEN_HEADER, type Session } from './auth.ts';
import type { AppDeps } from './deps.ts';
import { sessionExpired } from './errors.ts';
import { success } from './envelope.ts';
import type { Schema } from './schema.ts';

export interface RouteContext<Body> {
  body: Body;
  /** The member of the token, or null on a call that does not need one and got none. */
  session: Session | null;
  /** The member of the token; on a call with `auth` it is always there. */
  member: Session;
  /** The caller's network address (behind a proxy only with TRUST_PROXY). */
  address: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint of the contract table
type AnyEndpoint = Endpoint<any, any>;

/**
 * The schema may be looser than the contract (a literal `0` may be any integer) but never
 * stricter in type: everything the contract lets a client send must type-check against it.
 */
type SchemaFor<E extends AnyEndpoint, Body> = [RequestOf<E>] extends [Body]
  ? Schema<Body>
  : { error: 'the schema does not accept the contract request type'; contract: RequestOf<E> };

type Handler<E extends AnyEndpoint, Body> = (ctx: RouteContext<Body>) => Promise<ResponseOf<E>>;

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** A call with a JSON body. */
export function route<E extends AnyEndpoint, Body>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  schema: SchemaFor<E, Body>,
  handler: Handler<E, Body>,
): void;
/** A call without a body (`body: 'none'`) or with a multipart body read by the handler. */
export function route<E extends AnyEndpoint>(app: FastifyInstance, deps: AppDeps, endpoint: E, schema: null, handler: Handler<E, undefined>): void;
export function route<E extends AnyEndpoint, Body>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  schema: Schema<Body> | null | object,
  handler: Handler<E, Body>,
): void {
  const bodySchema = schema && 'json' in schema ? (schema as Schema<Body>).json : undefined;
  app.route({
    method: endpoint.method,
    url: normalizePath(endpoint.path),
    ...(bodySchema ? { schema: { body: bodySchema } } : {}),
    // A call whose fields are all optional may come with no body at all.
    preValidation: async (request) => {
      if (bodySchema && (request.body === undefined || request.body === null)) request.body = {};
    },
    handler: async (request, reply) => {
      const now = deps.now();
      let session: Session | null = null;
      const token = tokenOf(request);
      if (endpoint.auth) {
        session = await sessionOf(deps.db, token, now);
      } else if (token) {
        // A public call still knows the member when a valid token came along.
        session = await sessionOf(deps.db, token, now).catch(() => null);
      }
      const ctx: RouteContext<Body> = {
        body: (bodySchema ? request.body : undefined) as Body,
        session,
        get member(): Session {
          if (!session) throw sessionExpired();
          return session;
        },
        address: request.ip,
        request,
        reply,
      };
      const data = await handler(ctx);
      return success(data ?? null, endpoint.encrypted, deps.config.aes);
    },
  });
}
