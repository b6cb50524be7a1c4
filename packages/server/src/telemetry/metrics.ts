/**
 * The server's Prometheus metrics (prom-client), in one registry per app: requests by route
 * pattern and status, playback beacons, and the process's own figures, every series
 * labelled with the process's INSTANCE_NAME. Served in the text
 * format on the operator-only /admin/metrics (admin/metrics.ts).
 */
import { FIRST_FRAME_BUCKETS_MS, PLAYBACK_ERROR_KINDS, type PlaybackBeacon } from '@nocturne/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { renditionName } from './renditions.ts';

/**
 * The label naming the process. Not `instance`: Prometheus sets that one itself (the scrape
 * target) and would rename ours to `exported_instance`.
 */
export const INSTANCE_LABEL = 'instance_name';
/** The route label of a request no route matched: unknown paths never become labels. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Request latency buckets, seconds: a cached read takes about a millisecond, a payment a few hundred. */
const REQUEST_SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export class ServerMetrics {
  readonly registry = new Registry();
  readonly contentType = this.registry.contentType;

  private readonly requests = new Counter({
    name: 'nocturne_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'nocturne_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly beacons = new Counter({
    name: 'nocturne_playback_beacons_total',
    help: 'Playback beacons accepted.',
    registers: [this.registry],
  });
  private readonly firstFrame = new Histogram({
    name: 'nocturne_playback_first_frame_seconds',
    help: 'Time from a stream starting to load to its first frame, per play (the daily rollup uses the same buckets).',
    buckets: FIRST_FRAME_BUCKETS_MS.map((ms) => ms / 1000),
    registers: [this.registry],
  });
  private readonly rebuffers = new Counter({
    name: 'nocturne_playback_rebuffers_total',
    help: 'Stalls for data after the first frame (seeks excluded).',
    registers: [this.registry],
  });
  private readonly rebufferSeconds = new Counter({
    name: 'nocturne_playback_rebuffer_seconds_total',
    help: 'Time spent stalled for data.',
    registers: [this.registry],
  });
  private readonly watchedSeconds = new Counter({
    name: 'nocturne_playback_watched_seconds_total',
    help: 'Time played, by rendition height (a standard height, "0" when unknown).',
    labelNames: ['height'] as const,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'nocturne_playback_errors_total',
    help: 'Playback failures by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  /** `instance`: this process among a fleet's (INSTANCE_NAME), a label on every series. */
  constructor(instance: string) {
    // Scraped process by process, summed by `sum by` across them: each series says whose it is.
    this.registry.setDefaultLabels({ [INSTANCE_LABEL]: instance });
    collectDefaultMetrics({ register: this.registry, prefix: 'nocturne_' });
    // Every kind shows from the start, so a rate() over it never begins with a missing series.
    for (const kind of PLAYBACK_ERROR_KINDS) this.errors.inc({ kind }, 0);
  }

  /** `route` is the matched pattern ('/admin/videos/:code'), never the raw URL: bounded labels. */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, reply.elapsedTime / 1000);
  }

  observeBeacon(beacon: PlaybackBeacon): void {
    this.beacons.inc();
    for (const ms of beacon.firstFramesMs) this.firstFrame.observe(ms / 1000);
    this.rebuffers.inc(beacon.rebuffers);
    this.rebufferSeconds.inc(beacon.rebufferMs / 1000);
    for (const rendition of beacon.renditions) this.watchedSeconds.inc({ height: renditionName(rendition.height) }, rendition.watchedMs / 1000);
    for (const [kind, count] of Object.entries(beacon.errors)) if (count) this.errors.inc({ kind }, count);
  }

  /** The text format Prometheus scrapes. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics (app.ts decorates the root instance). */
    metrics: ServerMetrics;
  }
}
