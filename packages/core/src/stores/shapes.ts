import type { DateText, Member, Video } from '../api/types.ts';
import type { ShapeCheck } from './jsonSlot.ts';

// Shallow checks: enough to keep a page from crashing on someone else's data under our key,
// not a full schema (the data was written by this app).

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isDateText = (value: unknown): value is DateText =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Video codes are numbers. Lists saved before they were (text codes such as "v0097") fail
 * this check and read as empty: those codes name no video any more.
 */
export const isVideoCode = (value: unknown): value is number => Number.isSafeInteger(value);

export const isVideo = (value: unknown): value is Video =>
  isRecord(value) && isVideoCode(value.cartoonCode) && typeof value.cartoonName === 'string';

export const isMember = (value: unknown): value is Member => isRecord(value) && typeof value.memberCode === 'string';

export const arrayOf =
  <T>(isItem: ShapeCheck<T>): ShapeCheck<readonly T[]> =>
  (value: unknown): value is readonly T[] =>
    Array.isArray(value) && value.every(isItem);
