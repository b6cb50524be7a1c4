/** Operator content: configuration, ads, topics; videos (videos.ts) and the catalogue's structure (catalogueStructure.ts). */
import { contentApi, DEFAULT_OPERATOR_CONFIG, OFFLINE_DAYS_MAX, OFFLINE_DAYS_MIN, type OperatorConfig } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { changeOf, s, type JsonSchema } from '../http/schema.ts';
import { registerCatalogueStructureAdmin } from './catalogueStructure.ts';
import { ADMIN_PREFIX, operatorRoute } from '../operators/route.ts';
import { int, text } from './contentSchemas.ts';
import { registerVideosAdmin } from './videos.ts';
import { AD_GROUPS, adRows } from '../site/ads.ts';
import { topicRows } from '../catalogue/tags.ts';
import { readConfig, writeConfig } from '../site/appConfig.ts';
import { noteChange } from '../operators/auditHook.ts';
import { registerEditableTable } from './editableTable.ts';
import { ok } from '../http/envelope.ts';


/** The bounds of each number of the config: shikan is whole seconds of a day at most, offlineDays core's bounds. */
const NUMBER_BOUNDS: { [Key in keyof OperatorConfig as OperatorConfig[Key] extends number ? Key : never]: [number, number] } = {
  shikan: [0, 24 * 3600],
  offlineDays: [OFFLINE_DAYS_MIN, OFFLINE_DAYS_MAX],
};

/** Each Config key with the JSON type of its default, numbers within their bounds. */
const configSchema: JsonSchema = changeOf(
  Object.fromEntries(
    Object.entries(DEFAULT_OPERATOR_CONFIG).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? { type: 'boolean' } : typeof value === 'number' ? int(...NUMBER_BOUNDS[key as keyof typeof NUMBER_BOUNDS]) : text(2000),
    ]),
  ),
);


export function registerContentAdmin(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  const config = `${ADMIN_PREFIX}/config`;
  operatorRoute(scope, { method: 'GET', path: config, right: 'site' }, {}, async () => ok(await readConfig(db)));
  operatorRoute<{ Body: Partial<OperatorConfig> }>(scope, { method: 'PUT', path: config, right: 'site' }, { body: configSchema }, async (request) => {
    const before = await readConfig(db);
    const after = await writeConfig(db, request.body, deps.now());
    const changed = Object.keys(request.body) as (keyof OperatorConfig)[];
    noteChange(request, { before: Object.fromEntries(changed.map((key) => [key, before[key]])), after: Object.fromEntries(changed.map((key) => [key, after[key]])) });
    return ok(after);
  });

  registerEditableTable(scope, db, `${ADMIN_PREFIX}/ads`, {
    rows: adRows,
    right: 'ads',
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

  registerEditableTable(scope, db, contentApi.topics.path, {
    rows: topicRows,
    right: 'topics',
    summaries: { list: contentApi.topics.summary, create: contentApi.addTopic.summary, update: contentApi.changeTopic.summary, remove: contentApi.removeTopic.summary },
    fields: {
      title: { column: 'title', schema: s.string({ minLength: 1, maxLength: 100 }).json },
      image: { column: 'image', schema: text(500), default: '' },
      code: { column: 'code', schema: s.string({ minLength: 1, maxLength: 64 }).json },
      sonTypeCode: { column: 'son_type_code', schema: text(200), default: '' },
      sort: { column: 'sort', schema: int(), default: 0 },
    },
  });

  registerVideosAdmin(scope, deps);
  registerCatalogueStructureAdmin(scope, deps);
}
