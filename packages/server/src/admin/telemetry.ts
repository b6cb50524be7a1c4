/**
 * Playback quality for operators: the daily rollup report, and the Prometheus metrics on
 * /admin/metrics. The metrics path takes ADMIN_TOKEN or METRICS_TOKEN: a scraper's config
 * file then holds a token that reads figures and can touch no member or money.
 */
import { businessDate } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { badRequest } from '../http/errors.ts';
import { playbackReport, REPORT_MAX_DAYS } from '../telemetry/playback.ts';
import { ADMIN_PREFIX, operatorRoute } from '../operators/route.ts';
import { ok } from '../http/envelope.ts';

const DAY_MS = 86_400_000;
const DAY_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** Epoch ms of a 'YYYY-MM-DD' that is a real date (2026-02-31 is not), else NaN. */
export function dayMs(text: string): number {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text ? ms : Number.NaN;
}

type ReportQuery = { from?: string; to?: string; video?: string };

const reportQuery = {
  type: 'object',
  properties: {
    from: { type: 'string', pattern: DAY_PATTERN },
    to: { type: 'string', pattern: DAY_PATTERN },
    video: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
  },
} as const;

/** GET /admin/playback?from=YYYY-MM-DD&to=YYYY-MM-DD&video=code: by day and video, default the last 7 business days. */
export function registerTelemetryAdmin(scope: FastifyInstance, deps: AppDeps): void {
  operatorRoute<{ Querystring: ReportQuery }>(scope, { method: 'GET', path: `${ADMIN_PREFIX}/playback`, right: 'playback' }, { querystring: reportQuery }, async (request) => {
    const today = businessDate(deps.now(), deps.config.businessTimeZone);
    const to = request.query.to ?? today;
    const from = request.query.from ?? new Date(Date.parse(to) - 6 * DAY_MS).toISOString().slice(0, 10);
    const days = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
    if (!(days >= 1 && days <= REPORT_MAX_DAYS)) throw badRequest(`from..to must be 1 to ${REPORT_MAX_DAYS} days, from not after to`);
    return ok(await playbackReport(deps, from, to, request.query.video ? Number(request.query.video) : null));
  });
}

/** GET /admin/metrics: the Prometheus text format, for the operator token, METRICS_TOKEN or an owner (operators/scope.ts). */
export function registerMetricsAdmin(scope: FastifyInstance): void {
  operatorRoute(scope, { method: 'GET', path: `${ADMIN_PREFIX}/metrics`, right: 'metrics' }, {}, async (_request, reply) =>
    reply.type(scope.metrics.contentType).send(await scope.metrics.text()),
  );
}
