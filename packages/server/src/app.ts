/**
 * The composition root: the Fastify app with envelope errors, duplicate-slash tolerance, JSON
 * and multipart bodies, security headers, quiet structured logs with secrets redacted, and
 * every domain's route modules (allRoutes.ts). Nothing below src/ imports it.
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { Ajv, type ValidateFunction } from 'ajv';
import { BAD_REQUEST_CODE, INTERNAL_ERROR_CODE, normalizePath, NOT_FOUND_CODE, OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, TOO_LARGE_CODE, zhCNServer } from '@nocturne/core';
import { REASON_FIELD } from './operators/reason.ts';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { checkMigrated } from './db/migrate.ts';
import { allRoutes } from './allRoutes.ts';
import { bufferedLog, type BufferedLog } from './bufferedLog.ts';
import { NON_PAGE_CSP, PERMISSIONS_POLICY } from './http/browserPolicy.ts';
import type { AppDeps, RouteModule } from './http/deps.ts';
import { Drain } from './http/drain.ts';
import { ApiError } from './http/errors.ts';
import { failure, isMemberCall } from './http/envelope.ts';
import { SessionCache } from './http/sessionCache.ts';
import { followSessionEnds } from './http/sessionEnds.ts';
import { tokenRow } from './members/sessions.ts';
import { ServerMetrics } from './telemetry/metrics.ts';
import type { ObjectStore } from './storage/objectStore.ts';
import { openObjectStore } from './storage/openStore.ts';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  now?: () => Date;
  /** false silences logs (tests); default logs at config.logLevel. */
  logger?: boolean;
  /** Where log lines go; default stdout. */
  logStream?: NodeJS.WritableStream;
  /** Route modules; default every domain of `allRoutes.ts`. */
  routes?: readonly RouteModule[];
  /** Media, uploads and ingest sources; default the one OBJECT_STORE_URL names (or DATA_DIR), closed with the app. */
  store?: ObjectStore;
  /** Registered before the routes, so they see every route (the OpenAPI generator). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
}

/** JSON bodies above this are refused with 413; uploads have their own limit. */
const JSON_BODY_LIMIT = 64 * 1024;

/** Headers and body fields that must never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  '*.password',
  '*.loginPwd',
  '*.oldPwd',
  '*.newPwd',
  '*.token',
];

function loggerOptions(options: BuildAppOptions, stdout: BufferedLog | null): FastifyServerOptions['logger'] {
  if (options.logger === false) return false;
  return {
    level: options.config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    stream: options.logStream ?? stdout!,
  };
}

/**
 * On every answer, errors and static files included. A page (the app's HTML, the cashier)
 * replaces the Content-Security-Policy with its own (browserPolicy.ts).
 */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': NON_PAGE_CSP,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** Whether the route's body schema requires `field` (then a missing body is a missing field). */
function bodyRequires(request: FastifyRequest, field: string): boolean {
  const body = request.routeOptions.schema?.body as { required?: readonly string[] } | undefined;
  return body?.required?.includes(field) ?? false;
}

/** The path without its query string, for log lines (signed media URLs carry signatures). */
function pathOnly(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The first number in a validated value that is not finite, as a path; null when none. */
function nonFinitePath(value: unknown, at = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : at || '/';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${at}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Ajv coerces numeric text to a number after its type check and then skips every number
 * keyword for a non-finite one: '9'.repeat(400) became Infinity, passed `maximum` and
 * failed in SQL (a 500). A validated value holding Infinity or NaN is refused here.
 */
function finiteNumbersOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const path = nonFinitePath(data);
    checked.errors = path === null ? null : [{ instancePath: path, schemaPath: '#', keyword: 'finite', params: {}, message: 'must be a finite number' }];
    return path === null;
  }) as ValidateFunction;
  return checked;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const store = options.store ?? openObjectStore(config);
  const deps: AppDeps = { db, config, now: options.now ?? (() => new Date()), sessions: new SessionCache(config.sessionCacheMs), store };
  // A session another process ended is forgotten here the moment it commits (sessionEnds.ts).
  const stopFollowingSessionEnds = await followSessionEnds(db, deps.sessions);
  // Standard output in batches (bufferedLog.ts): a write a request cost more than its line.
  const stdout = options.logger === false || options.logStream ? null : bufferedLog();
  const app = Fastify({
    logger: loggerOptions(options, stdout),
    // One concise line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Only the named proxies' X-Forwarded-For / -Proto / -Host count (config.ts, TRUST_PROXY).
    trustProxy: config.trustProxy === false ? false : [...config.trustProxy],
    bodyLimit: JSON_BODY_LIMIT,
    // A request arrives whole within requestTimeoutMs and a silent socket is closed after it:
    // half-sent and idle connections (slowloris) cannot pile up. Node checks the deadlines
    // every connectionsCheckingInterval (30 s by default: too coarse for a 30 s deadline).
    connectionTimeout: config.requestTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.requestTimeoutMs / 4))),
    },
    // The spec's client calls 'app-api//login': collapse duplicate slashes before routing.
    rewriteUrl: (req) => {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      return query === -1 ? normalizePath(url) : normalizePath(url.slice(0, query)) + url.slice(query);
    },
    // What the router refuses before any route runs (a path parameter over its length, a
    // malformed URL): the one envelope with a message, like every other refusal, under the
    // router's own status (414 for a parameter over its length).
    frameworkErrors: (error, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.status(isMemberCall(request) ? 200 : status).send(failure(BAD_REQUEST_CODE, zhCNServer.badRequest));
    },
  });

  // The original client sends numbers where a code is text (`typeCode: 34`), numeric text
  // where an amount is a number (`money: "5"`) and null for an absent code: bodies are
  // coerced to each field's type (null becomes "" or 0), then bounded by the schema as
  // before. Extra body fields are dropped, not refused: clients send more than we read.
  const bodyAjv = new Ajv({ coerceTypes: true, removeAdditional: true, useDefaults: true, allErrors: false });
  const urlAjv = new Ajv({ coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false });
  app.setValidatorCompiler(({ schema, httpPart }) => finiteNumbersOnly((httpPart === 'body' ? bodyAjv : urlAjv).compile(schema)));

  // An empty body on a call without a payload is fine; a body that is not JSON is a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, BAD_REQUEST_CODE, zhCNServer.badRequest), undefined);
    }
  });

  // Cookies: only the device key of logins rides on one (members/deviceCookie.ts).
  await app.register(cookie);
  // files: 2, so that a second file is seen and refused by name (imageUpload.ts), not as "too large".
  await app.register(multipart, { limits: { fileSize: config.imageMaxBytes, files: 2, fields: 10, parts: 12 } });

  // The route layer reads tokens through this (http/auth.ts); they are the members domain's.
  app.decorate('tokenRows', (tokenHash: string) => tokenRow(db, tokenHash));
  app.addHook('onClose', stopFollowingSessionEnds);
  // A store the app opened itself is its own to close; one handed in is the caller's.
  if (!options.store) app.addHook('onClose', async () => store.close());
  if (stdout) app.addHook('onClose', (_instance, done) => (stdout.flushSync(), done()));
  // Callback-style hooks: they run on every request, and a promise each would cost more.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  // The access line holds only these fields, none of them secret (the path without its
  // query), so it skips the redaction every other line goes through: about 6 -> 2.4 µs.
  const accessLog = app.log.child({}, { redact: [] });
  // Request counts and latency by route pattern (telemetry/metrics.ts), for /admin/metrics.
  const metrics = new ServerMetrics(config.instanceName);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply);
    accessLog.info(
      { reqId: request.id, method: request.method, path: pathOnly(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });

  /**
   * A member call (every call of core's contract, and any unknown path beside them) answers
   * HTTP 200 whatever happened: the original client's HTTP library throws on any other
   * status and never reads the envelope's code. The operator API and media keep statuses.
   */
  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, code: number | string, msg: string) =>
    reply.status(isMemberCall(request) ? 200 : status).send(failure(code, msg));
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return answer(request, reply, error.status, error.code, error.message);
    if ('validation' in error && error.validation) {
      // A missing or blank reason is said in words an operator reads (operators/reason.ts), and so
      // is a missing body where the route's body is a required reason.
      const reasonMissing = error.validation.some(
        (problem) =>
          problem.instancePath === `/${REASON_FIELD}` ||
          problem.params?.['missingProperty'] === REASON_FIELD ||
          (error.validationContext === 'body' && problem.instancePath === '' && problem.keyword === 'type' && bodyRequires(request, REASON_FIELD)),
      );
      if (reasonMissing) {
        return answer(request, reply, 400, BAD_REQUEST_CODE, zhCNServer.reasonRequired(OPERATOR_REASON_MIN, OPERATOR_REASON_MAX));
      }
      // Fastify's message names the part and field, e.g. "body/uuid must be string".
      return answer(request, reply, 400, BAD_REQUEST_CODE, `${zhCNServer.badRequest}: ${error.message}`);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return answer(request, reply, 413, TOO_LARGE_CODE, zhCNServer.fileTooLarge);
    if (status >= 400 && status < 500) return answer(request, reply, status, status, zhCNServer.badRequest);
    // Unexpected: logged with its stack, answered without it.
    request.log.error({ err: error }, 'unhandled error');
    return answer(request, reply, 500, INTERNAL_ERROR_CODE, zhCNServer.internalError);
  });
  app.setNotFoundHandler((request, reply) => answer(request, reply, 404, NOT_FOUND_CODE, zhCNServer.notFound));

  const drain = new Drain();
  drain.register(app);
  app.decorate('drain', drain);
  app.get('/healthz', async (_request, reply) => {
    // Draining (SIGTERM): health checks take the process out while it still serves (drain.ts).
    if (drain.draining) return reply.status(503).send({ status: 'draining' });
    await checkMigrated(db);
    return reply.send({ status: 'ok' });
  });

  await options.beforeRoutes?.(app);
  for (const module of options.routes ?? allRoutes) await module(app, deps);
  return app;
}
