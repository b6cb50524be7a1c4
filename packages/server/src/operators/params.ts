/**
 * Path parameters of the operator API. The app's validator does not coerce types, so ids
 * arrive as digit strings and become numbers here.
 */
import { s } from '../http/schema.ts';

export const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
  required: ['id'],
} as const;

export const codeParams = {
  type: 'object',
  properties: { code: s.string({ minLength: 1, maxLength: 64 }).json },
  required: ['code'],
} as const;

/** A video's code (its id) in the path: `/admin/videos/:code/...`. */
export const videoCodeParams = {
  type: 'object',
  properties: { code: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
  required: ['code'],
} as const;

export type IdParams = { id: string };
export type CodeParams = { code: string };

export const idOf = (params: IdParams): number => Number(params.id);
