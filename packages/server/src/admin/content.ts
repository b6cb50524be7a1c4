/** Operator content: configuration, ads, topics, and publishing or taking down videos. */
import { DEFAULT_OPERATOR_CONFIG, type OperatorConfig } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { s, type JsonSchema } from '../http/schema.ts';
import { AD_GROUPS } from '../site/ads.ts';
import { readConfig, writeConfig } from '../site/appConfig.ts';
import { listVideos, publishVideo, setVideoStatus, type PublishVideo } from '../catalogue/publishing.ts';
import { takeDownVideo } from '../reports/reports.ts';
import { noteChange } from '../operators/auditHook.ts';
import { registerEditableTable } from './editableTable.ts';
import { ok } from './reply.ts';
import { videoCodeParams, type CodeParams } from './params.ts';

const text = (maxLength = 200): JsonSchema => s.string({ maxLength }).json;
const int = (minimum = 0, maximum = 1_000_000): JsonSchema => s.integer({ minimum, maximum }).json;

/** Each Config key with the JSON type of its default; shikan is whole seconds. */
const configSchema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(DEFAULT_OPERATOR_CONFIG).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? { type: 'boolean' } : typeof value === 'number' ? int(0, 24 * 3600) : text(2000),
    ]),
  ),
  additionalProperties: false,
  minProperties: 1,
};


const publishSchema: JsonSchema = {
  type: 'object',
  properties: {
    name: s.string({ minLength: 1, maxLength: 200 }).json,
    image: text(500),
    vip: { type: 'boolean' },
    introduce: text(2000),
    author: text(100),
    dictCode: text(64),
    sonDictCode: text(64),
    score: { type: 'number', minimum: 0, maximum: 10 },
    episodes: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        properties: { name: s.string({ minLength: 1, maxLength: 100 }).json, mediaId: int(1, Number.MAX_SAFE_INTEGER), channel: text(50) },
        required: ['name', 'mediaId'],
        additionalProperties: false,
      },
    },
  },
  required: ['name', 'episodes'],
  additionalProperties: false,
};

export function registerContentAdmin(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  scope.get('/config', { config: { right: 'site' } }, async () => ok(await readConfig(db)));
  scope.put<{ Body: Partial<OperatorConfig> }>('/config', { schema: { body: configSchema }, config: { right: 'site' } }, async (request) => {
    const before = await readConfig(db);
    const after = await writeConfig(db, request.body, deps.now());
    const changed = Object.keys(request.body) as (keyof OperatorConfig)[];
    noteChange(request, { before: Object.fromEntries(changed.map((key) => [key, before[key]])), after: Object.fromEntries(changed.map((key) => [key, after[key]])) });
    return ok(after);
  });

  registerEditableTable(scope, db, '/ads', {
    table: 'ads',
    right: 'ads',
    orderBy: 'ad_group, sort, id',
    fields: {
      group: { column: 'ad_group', schema: { enum: [...AD_GROUPS] } },
      title: { column: 'title', schema: text(), default: '' },
      image: { column: 'image', schema: text(500), default: '' },
      url: { column: 'url', schema: text(500), default: '' },
      status: { column: 'status', schema: int(0, 9), default: 1 },
      adtype: { column: 'adtype', schema: int(0, 9), default: 1 },
      type: { column: 'type', schema: int(0, 99), default: 0 },
      sort: { column: 'sort', schema: int(), default: 0 },
    },
  });

  registerEditableTable(scope, db, '/topics', {
    table: 'topics',
    right: 'topics',
    orderBy: 'sort, id',
    fields: {
      title: { column: 'title', schema: s.string({ minLength: 1, maxLength: 100 }).json },
      image: { column: 'image', schema: text(500), default: '' },
      code: { column: 'code', schema: s.string({ minLength: 1, maxLength: 64 }).json },
      sonTypeCode: { column: 'son_type_code', schema: text(200), default: '' },
      sort: { column: 'sort', schema: int(), default: 0 },
    },
  });

  scope.get<{ Querystring: { status?: string; q?: string } }>(
    '/videos',
    { schema: { querystring: { type: 'object', properties: { status: { enum: ['published', 'taken_down'] }, q: text(100) } } }, config: { right: 'videos' } },
    async (request) => ok(await listVideos(db, request.query.status ?? null, request.query.q || null)),
  );
  scope.post<{ Body: PublishVideo }>('/videos', { schema: { body: publishSchema }, config: { right: 'videos' } }, async (request) =>
    ok({ code: await publishVideo(db, request.body, deps.now()) }),
  );
  scope.post<{ Params: CodeParams }>('/videos/:code/take-down', { schema: { params: videoCodeParams }, config: { right: 'videos' } }, async (request) => {
    await takeDownVideo(deps, Number(request.params.code));
    return ok(null);
  });
  scope.post<{ Params: CodeParams }>('/videos/:code/restore', { schema: { params: videoCodeParams }, config: { right: 'videos' } }, async (request) => {
    await setVideoStatus(db, Number(request.params.code), 'published');
    return ok(null);
  });
}
