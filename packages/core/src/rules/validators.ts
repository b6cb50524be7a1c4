/**
 * Form checks of SPEC.md section 5. Each returns the catalogue message of the first failure,
 * or null when the input may be sent.
 */
import { zhCN } from '../messages/zhCN.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
/** The avatar upload takes one image. */
export const AVATAR_MAX_FILES = 1;

const isBlank = (text: string | null | undefined): boolean => !text || text.trim() === '';

/** Length in characters, not UTF-16 units, so an emoji counts once. */
const passwordLengthOk = (password: string): boolean => {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
};

export function validateLogin({ account, password }: { account: string; password: string }): string | null {
  if (isBlank(account)) return zhCN.login.accountRequired;
  // A password may contain spaces: only an empty one is missing.
  if (!password) return zhCN.login.passwordRequired;
  return null;
}

/**
 * A device uuid as the original client sends it (uuid v4, 8-4-4-4-12 hex): the server
 * signs the device in by it, so it must be random, never a made-up '00000000'.
 */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A random uuid uses more hex digits than this (a 30-digit draw from 16 with <= 5 distinct: ~3e-12). */
const UUID_MIN_DISTINCT_DIGITS = 6;

export function isDeviceUuid(uuid: string): boolean {
  return UUID_SHAPE.test(uuid) && new Set(uuid.toLowerCase().replace(/-/g, '')).size >= UUID_MIN_DISTINCT_DIGITS;
}

/** A new password's own rule (the app's form and the server): 6-12 characters, not only spaces. */
export function newPasswordProblem(password: string): string | null {
  if (!passwordLengthOk(password)) return zhCN.password.newLength;
  if (isBlank(password)) return zhCN.password.newBlank;
  return null;
}

/** In the spec's order: old; new present, new length; confirm present, confirm length; match. */
export function validateChangePassword({
  oldPwd,
  newPwd,
  confirmPwd,
}: {
  oldPwd: string;
  newPwd: string;
  confirmPwd: string;
}): string | null {
  if (!oldPwd) return zhCN.password.oldRequired;
  if (!newPwd) return zhCN.password.newRequired;
  const newProblem = newPasswordProblem(newPwd);
  if (newProblem) return newProblem;
  if (!confirmPwd) return zhCN.password.confirmRequired;
  if (!passwordLengthOk(confirmPwd)) return zhCN.password.confirmLength;
  if (newPwd !== confirmPwd) return zhCN.password.mismatch;
  return null;
}

export function validateFeedback(message: string): string | null {
  return isBlank(message) ? zhCN.feedback.required : null;
}

/**
 * The withdrawal form: an amount that is empty, zero or not a positive number, then a
 * missing payment-code image. (SPEC.md's client still sent the request after the message;
 * whether to send anyway is the caller's choice, and the server checks the same things.)
 */
export function validateWithdrawal({ amount, imageUrl }: { amount: number | string; imageUrl: string }): string | null {
  const value = typeof amount === 'string' ? (isBlank(amount) ? 0 : Number(amount)) : amount;
  if (!(value > 0)) return zhCN.withdraw.amountRequired;
  if (isBlank(imageUrl)) return zhCN.withdraw.codeRequired;
  return null;
}

export function validateChat(text: string): string | null {
  return isBlank(text) ? zhCN.chat.required : null;
}

/** The term to search for, trimmed; null means "do not search". */
export function normalizeSearchTerm(term: string | null | undefined): string | null {
  const trimmed = term?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A picked avatar: exactly one file, and an image. */
export function validateAvatarFiles(files: ArrayLike<{ type: string }>): string | null {
  if (files.length > AVATAR_MAX_FILES) return zhCN.profile.onlyOneImage;
  const file = files[0];
  if (!file || !file.type.startsWith('image/')) return zhCN.profile.notAnImage;
  return null;
}
