/**
 * The rules of danmaku (弹幕) members send: how long one may be, which characters it may
 * hold, how many a member may send, and how often a watching page asks for new ones. The
 * app's composer and the server check the same function.
 */
import { zhCNDanmaku } from '../messages/zhCNPlayer.ts';

/** A danmaku holds 1-30 characters after trimming (Bilibili's mobile box allows 100; a
 * scrolling line longer than about 30 CJK characters is wider than a phone's player). */
export const DANMAKU_TEXT_MAX = 30;
/** Danmaku one member may send per minute: a lively viewer sends a few, a script many. */
export const DANMAKU_PER_MINUTE = 10;
/** A watching, visible, playing page asks for newer danmaku this often. */
export const DANMAKU_POLL_MS = 4000;
/** One `danmakuSince` answer holds at most this many (the oldest first); the next poll continues. */
export const DANMAKU_SINCE_MAX = 100;
/**
 * The detail's `danmuList`, and each `danmakuStretch` answer after it, holds at most this many,
 * in video-time order: a busy video's danmaku come a stretch at a time as playback reaches them.
 */
export const DANMAKU_STRETCH_MAX = 200;
/** The player asks for the next stretch once playback is this close to the end of what it holds. */
export const DANMAKU_AHEAD_SECONDS = 30;

/**
 * Characters a danmaku may not hold: C0/C1 controls (line breaks and tabs included: a
 * danmaku is one line), the line and paragraph separators, and the bidirectional overrides
 * and isolates that would make a line read backwards over the video.
 */
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Length in characters, not UTF-16 units, so an emoji counts once. */
export const danmakuLength = (text: string): number => [...text.trim()].length;

/** What is stored and shown of what the member typed: the text without surrounding blanks. */
export const danmakuText = (raw: string): string => raw.trim();

/** The catalogue message of the first problem, or null when the danmaku may be sent. */
export function danmakuProblem(raw: string): string | null {
  const length = danmakuLength(raw);
  if (length === 0) return zhCNDanmaku.required;
  if (length > DANMAKU_TEXT_MAX) return zhCNDanmaku.tooLong(DANMAKU_TEXT_MAX);
  if (FORBIDDEN.test(raw.trim())) return zhCNDanmaku.badCharacters;
  return null;
}
