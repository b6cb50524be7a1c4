/**
 * Form checks of docs/product.md section 5. Each returns the catalogue message of the first failure,
 * or null when the input may be sent.
 */
import { zhCNChat, zhCNFeedback, zhCNLogin, zhCNPassword, zhCNProfile, zhCNWithdraw } from '../messages/screens/index.ts';

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
  if (isBlank(account)) return zhCNLogin.accountRequired;
  // A password may contain spaces: only an empty one is missing.
  if (!password) return zhCNLogin.passwordRequired;
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
  if (!passwordLengthOk(password)) return zhCNPassword.newLength;
  if (isBlank(password)) return zhCNPassword.newBlank;
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
  if (!oldPwd) return zhCNPassword.oldRequired;
  if (!newPwd) return zhCNPassword.newRequired;
  const newProblem = newPasswordProblem(newPwd);
  if (newProblem) return newProblem;
  if (!confirmPwd) return zhCNPassword.confirmRequired;
  if (!passwordLengthOk(confirmPwd)) return zhCNPassword.confirmLength;
  if (newPwd !== confirmPwd) return zhCNPassword.mismatch;
  return null;
}

/** A nickname's length in characters (the profile form and the server). */
export const NICKNAME_MAX = 20;
/** A signature's length in characters. */
export const SIGNATURE_MAX = 60;

/** The profile form: a nickname of 1..20 characters (an empty one once answered 请求参数错误). */
export function validateProfile({ nickname }: { nickname: string }): string | null {
  const trimmed = nickname.trim();
  if (trimmed === '') return zhCNProfile.nicknameRequired;
  if ([...trimmed].length > NICKNAME_MAX) return zhCNProfile.nicknameTooLong;
  return null;
}

export function validateFeedback(message: string): string | null {
  return isBlank(message) ? zhCNFeedback.required : null;
}

/** Yuan with at most two decimals (fen), as a withdrawal moves them. */
const YUAN_WITH_FEN = /^\d+(\.\d{0,2})?$/;

/**
 * The withdrawal form: an amount that is empty or zero, negative, with more than two decimals
 * or not a number at all, then a missing payment-code image. Each says what is wrong; nothing
 * is changed silently. (the original client still sent the request after the message; the app
 * does not, and the server checks the same things.)
 */
export function validateWithdrawal({ amount, imageUrl }: { amount: number | string; imageUrl: string }): string | null {
  const text = (typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount).trim();
  if (text.startsWith('-')) return zhCNWithdraw.amountNegative;
  if (text === '' || (YUAN_WITH_FEN.test(text) && !(Number(text) > 0))) return zhCNWithdraw.amountRequired;
  if (/^\d+\.\d{3,}$/.test(text)) return zhCNWithdraw.amountDecimals;
  if (!YUAN_WITH_FEN.test(text)) return zhCNWithdraw.amountInvalid;
  if (isBlank(imageUrl)) return zhCNWithdraw.codeRequired;
  return null;
}

export function validateChat(text: string): string | null {
  return isBlank(text) ? zhCNChat.required : null;
}

/** The term to search for, trimmed; null means "do not search". */
export function normalizeSearchTerm(term: string | null | undefined): string | null {
  const trimmed = term?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A picked avatar: exactly one file, and an image. */
export function validateAvatarFiles(files: ArrayLike<{ type: string }>): string | null {
  if (files.length > AVATAR_MAX_FILES) return zhCNProfile.onlyOneImage;
  const file = files[0];
  if (!file || !file.type.startsWith('image/')) return zhCNProfile.notAnImage;
  return null;
}
