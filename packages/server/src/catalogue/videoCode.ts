/**
 * A video's code on the wire is its numeric id (`cartoonCode`, `vid`, `collectCode`). The
 * original client sends it as a number (`id * 1`) or, for the detail, as the text of its
 * route's query (`vid: "97"`); both are accepted, anything else is a bad request.
 */
import { zhCNServer } from '@nocturne/core';
import { badRequest } from '../http/errors.ts';
import { s, type Schema } from '../http/schema.ts';

/**
 * One integer schema, not an anyOf of integer and digits: body validation coerces types
 * (app.ts), so "97" arrives as 97, and coercion inside an anyOf would rewrite the
 * value while trying the branches ("0" and overlong digits slipped through).
 */
export const videoCode: Schema<number | string> = s.integer({ minimum: 1 });

/**
 * The id a validated code names (digits become their number). Coercion turns thousands of
 * digits into Infinity, which the integer schema lets through: that is a bad request too.
 */
export function videoIdOf(code: number | string): number {
  const id = typeof code === 'number' ? code : Number(code);
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(zhCNServer.badRequest);
  return id;
}
