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
import { MONEY_CALLS } from './moneyCalls.ts';
import { acceptsGzip } from './acceptEncoding.ts';
import { gzippedBody, JSON_TYPE, MEMBER_CALL, servedAgainBody, SharedHeadAnswer, sharedHeadBody, successBody } from './envelope.ts';
import type { Schema } from './schema.ts';

export interface RouteContext<Body> {
  body: Body;
  /** The member of the token, or null on a call that does not need one and got none. */
  session: Session | null;
  /** The member of the token; on a call with `auth` it is always there. */
  member: Session;
  /** The caller's network address (behind a proxy only with TRUST_PROXY). */
  address: string;
  /** Sets the success envelope's `msg` to a sentence for the member instead of 'success'
   * (the spec's client shows it: withdrawal, sign-in, claims, reports). */
  say(msg: string): void;
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

type Handler<E extends AnyEndpoint, Body> = (ctx: RouteContext<Body>) => Promise<ResponseOf<E> | SharedHeadAnswer<ResponseOf<E>>>;

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
    config: MEMBER_CALL,
    ...(bodySchema
      ? {
          schema: { body: bodySchema },
          // A call whose fields are all optional may come with no body at all. (A callback
          // hook, and only on calls with a body: it runs on every request.)
          preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
            if (request.body === undefined || request.body === null) request.body = {};
            done();
          },
        }
      : {}),
    handler: async (request, reply) => {
      const now = deps.now();
      const { tokenRows } = app;
      let session: Session | null = null;
      const token = tokenOf(request);
      if (endpoint.auth === true || (endpoint.auth === 'visitor' && token)) {
        session = await sessionOf(tokenRows, deps.sessions, token, now, MONEY_CALLS.has(endpoint));
      } else if (token) {
        // A public call still knows the member when a valid token came along.
        session = await sessionOf(tokenRows, deps.sessions, token, now).catch(() => null);
      }
      let msg: string | undefined;
      const ctx: RouteContext<Body> = {
        body: (bodySchema ? request.body : undefined) as Body,
        session,
        get member(): Session {
          if (!session) throw sessionExpired();
          return session;
        },
        address: request.ip,
        say: (text) => {
          msg = text;
        },
        request,
        reply,
      };
      const data = await handler(ctx);
      if (data instanceof SharedHeadAnswer) {
        // A programming error, not the caller's: the shared head's body carries the plain 'success'.
        if (msg !== undefined) throw new Error(`${endpoint.path}: a SharedHeadAnswer answers with the plain 'success' msg`);
        return reply.type(JSON_TYPE).send(sharedHeadBody(data, endpoint.encrypted, deps.config.aes));
      }
      const bytes = successBody(data ?? null, endpoint.encrypted, deps.config.aes, msg);
      reply.type(JSON_TYPE);
      if (!servedAgainBody(bytes)) return reply.send(bytes);
      // A body served again goes out gzipped to every client that takes it (browsers do).
      reply.header('vary', 'accept-encoding');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(bytes);
      return reply.header('content-encoding', 'gzip').send(gzippedBody(bytes));
    },
  });
}
