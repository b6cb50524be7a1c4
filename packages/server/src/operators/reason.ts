/**
 * The reason a change must give (下架 and restoring a video, a role change, a suspension): the
 * audit log keeps it. The rule is core's (`reasonGiven`: OPERATOR_REASON_MIN characters besides
 * spaces, at most OPERATOR_REASON_MAX); a body without one is answered 400 with
 * zhCNServer.reasonRequired (app.ts reads the field's name off the validation error).
 */
import { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN } from '@nocturne/core';

/** The body field a required reason travels in. */
export const REASON_FIELD = 'reason';

export const requiredReasonSchema = {
  type: 'string',
  maxLength: OPERATOR_REASON_MAX,
  // OPERATOR_REASON_MIN characters that are not spaces, wherever they stand.
  pattern: `^(\\s*\\S){${OPERATOR_REASON_MIN}}`,
} as const;

/** A body that is only the reason. */
export const reasonBody = {
  type: 'object',
  properties: { [REASON_FIELD]: requiredReasonSchema },
  required: [REASON_FIELD],
  additionalProperties: false,
} as const;
