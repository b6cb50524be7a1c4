/** JSON schemas of the content calls' bodies (core's content.ts types), shared by their routes. */
import { VIDEO_STATUSES } from '@nocturne/core';
import { changeOf, s, type JsonSchema } from '../http/schema.ts';

export const text = (maxLength = 200): JsonSchema => s.string({ maxLength }).json;
export const int = (minimum = 0, maximum = 1_000_000): JsonSchema => s.integer({ minimum, maximum }).json;
const nullableInt: JsonSchema = { anyOf: [int(0, 100_000), { type: 'null' }] };
const dictCode: JsonSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };

const videoFields = {
  name: s.string({ minLength: 1, maxLength: 200 }).json,
  image: text(500),
  vip: { type: 'boolean' },
  introduce: text(2000),
  author: text(100),
  dictCode: text(64),
  sonDictCode: text(64),
};

const episodes: JsonSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 500,
  items: {
    type: 'object',
    properties: { name: s.string({ minLength: 1, maxLength: 100 }).json, mediaId: int(1, Number.MAX_SAFE_INTEGER), channel: text(50) },
    required: ['name', 'mediaId'],
    additionalProperties: false,
  },
};

export const publishSchema: JsonSchema = {
  type: 'object',
  properties: { ...videoFields, score: { type: 'number', minimum: 0, maximum: 10 }, episodes },
  required: ['name', 'episodes'],
  additionalProperties: false,
};

export const editSchema: JsonSchema = changeOf({ ...videoFields, episodes });

export const jobVideoSchema: JsonSchema = { type: 'object', properties: { ...videoFields, draft: { type: 'boolean' } }, required: ['name'], additionalProperties: false };

export const videoQuerySchema: JsonSchema = {
  type: 'object',
  properties: { status: { enum: [...VIDEO_STATUSES] }, q: text(100) },
  additionalProperties: false,
};

const categoryFields = {
  dictName: s.string({ minLength: 1, maxLength: 50 }).json,
  parentCode: { anyOf: [dictCode, { type: 'null' }] },
  sort: int(0, 100_000),
  homeTagSort: nullableInt,
  featuredSort: nullableInt,
};

export const categorySchema: JsonSchema = {
  type: 'object',
  properties: { dictCode, ...categoryFields },
  required: ['dictCode', 'dictName'],
  additionalProperties: false,
};
export const categoryChangeSchema: JsonSchema = changeOf(categoryFields);
export const categoryParams: JsonSchema = { type: 'object', properties: { code: dictCode }, required: ['code'] };

export const homeTagsSchema: JsonSchema = {
  type: 'object',
  properties: { codes: { type: 'array', maxItems: 50, uniqueItems: true, items: dictCode } },
  required: ['codes'],
  additionalProperties: false,
};

const word: JsonSchema = { type: 'string', minLength: 1, maxLength: 30, pattern: '^\\S(.*\\S)?$' };
export const hotWordSchema: JsonSchema = { type: 'object', properties: { word, sort: int(0, 100_000) }, required: ['word'], additionalProperties: false };
export const hotWordChangeSchema: JsonSchema = changeOf({ word, sort: int(0, 100_000) });
export const hotWordParams: JsonSchema = { type: 'object', properties: { word }, required: ['word'] };
