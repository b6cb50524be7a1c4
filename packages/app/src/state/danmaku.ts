import {
  api,
  DANMAKU_AHEAD_SECONDS,
  DANMAKU_DEFAULT_SETTINGS,
  DANMAKU_STRETCH_MAX,
  danmakuProblem,
  danmakuSettingsStore,
  danmakuText,
  zhCNDanmaku,
  type DanmakuSettings,
  type DanmakuSettingsStore,
  type Danmu,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { failureMessage } from './errors.ts';
import { runtime } from './runtime.ts';
import { showToast } from './toasts.ts';

/** The remembered settings, over the runtime's local storage (made here: only the player needs it). */
const settingsStore = (): DanmakuSettingsStore => danmakuSettingsStore(runtime().local);

/** A danmaku as the page shows it: the member's own are marked; one being sent has a text id. */
export interface ShownDanmaku {
  id: number | string;
  text: string;
  time: number;
  mine?: boolean;
}

export interface DanmakuState {
  /** The video whose danmaku these are (its code). */
  code: number | null;
  items: ShownDanmaku[];
  /** The newest server id seen: live updates ask for the ones after it. */
  lastId: number;
  /**
   * The last moment (second, then id) up to which the video's danmaku are held in time order;
   * null once they are held to the end. A busy video's come a stretch at a time.
   */
  heldUntil: { time: number; id: number } | null;
  /** What the member is writing. */
  draft: string;
  sending: boolean;
  settings: DanmakuSettings;
}

export const danmakuState = proxy<DanmakuState>({
  code: null,
  items: [],
  lastId: 0,
  heldUntil: null,
  draft: '',
  sending: false,
  settings: DANMAKU_DEFAULT_SETTINGS,
});

let pendingCount = 0;

const newestId = (list: readonly Danmu[], from: number) => list.reduce((newest, danmu) => Math.max(newest, danmu.id), from);

/** Where a stretch in time order ends: its last moment when it was full (more may follow), else null. */
const stretchEnd = (stretch: readonly Danmu[]) => {
  const last = stretch.at(-1);
  return stretch.length >= DANMAKU_STRETCH_MAX && last ? { time: last.time, id: last.id } : null;
};

/** A video was opened: its danmaku from the detail, and the remembered settings. */
export function showDanmakuOf(code: number, danmuList: readonly Danmu[]): void {
  Object.assign(danmakuState, {
    code,
    items: danmuList.map((danmu) => ({ ...danmu })),
    lastId: newestId(danmuList, 0),
    heldUntil: stretchEnd(danmuList),
    draft: '',
    sending: false,
    settings: settingsStore().read(),
  });
}

/**
 * Asks for the danmaku sent since the newest one shown and adds them (live updates while
 * watching, `seconds` into the video). One whose moment this member has already passed is
 * shown now, at `seconds`: what others just said is seen while it is new, not only on a
 * rewatch. Quiet on failure: the next poll tries again.
 */
export async function pollDanmaku(seconds: number): Promise<void> {
  const code = danmakuState.code;
  if (code === null) return;
  try {
    const fresh = await runtime().client.call(api.danmakuSince, { vid: code, afterId: danmakuState.lastId });
    if (danmakuState.code !== code) return;
    const known = new Set(danmakuState.items.map((item) => item.id));
    const arrived = fresh.filter((danmu) => !known.has(danmu.id)).map((danmu) => ({ ...danmu, time: Math.max(danmu.time, seconds) }));
    danmakuState.items.push(...arrived);
    danmakuState.lastId = newestId(fresh, danmakuState.lastId);
  } catch {
    // A missed poll only delays what the next one brings.
  }
}

let loadingStretch = false;

/**
 * Asks for the next stretch of a busy video's danmaku once playback, `seconds` into the video,
 * is within DANMAKU_AHEAD_SECONDS of the end of what is held. After a seek past that end it
 * starts at the playhead: what was skipped is not fetched. Quiet on failure: the next tick asks again.
 */
export async function loadDanmakuAhead(seconds: number): Promise<void> {
  const code = danmakuState.code;
  const held = danmakuState.heldUntil;
  if (code === null || held === null || loadingStretch || seconds + DANMAKU_AHEAD_SECONDS < held.time) return;
  const after = seconds > held.time ? { time: Math.floor(seconds), id: 0 } : held;
  loadingStretch = true;
  try {
    const stretch = await runtime().client.call(api.danmakuStretch, { vid: code, afterTime: after.time, afterId: after.id });
    if (danmakuState.code !== code) return;
    const known = new Set(danmakuState.items.map((item) => item.id));
    danmakuState.items.push(...stretch.filter((danmu) => !known.has(danmu.id)).map((danmu) => ({ ...danmu })));
    danmakuState.heldUntil = stretchEnd(stretch);
  } catch {
    // The next tick asks again.
  } finally {
    loadingStretch = false;
  }
}

export function setDanmakuDraft(text: string): void {
  danmakuState.draft = text;
}

/**
 * Sends the draft at `seconds` into the video. It shows at once, framed as the member's own;
 * on failure it is taken back, the draft restored and the reason shown.
 */
export async function sendDanmaku(seconds: number): Promise<void> {
  const code = danmakuState.code;
  if (code === null || danmakuState.sending) return;
  const draft = danmakuState.draft;
  const problem = danmakuProblem(draft);
  if (problem) {
    showToast(problem);
    return;
  }
  const pending: ShownDanmaku = { id: `pending-${++pendingCount}`, text: danmakuText(draft), time: seconds, mine: true };
  danmakuState.items.push(pending);
  danmakuState.draft = '';
  danmakuState.sending = true;
  try {
    const stored = await runtime().client.call(api.sendDanmaku, { vid: code, text: pending.text, time: seconds });
    if (danmakuState.code !== code) return;
    const index = danmakuState.items.findIndex((item) => item.id === pending.id);
    // A poll may have brought it already: then that one becomes the member's own.
    const polled = danmakuState.items.find((item) => item.id === stored.id);
    if (polled) {
      polled.mine = true;
      if (index !== -1) danmakuState.items.splice(index, 1);
    } else if (index !== -1) {
      // The shown time stays the moment it was sent (the server keeps whole seconds).
      danmakuState.items[index] = { ...pending, id: stored.id };
    }
  } catch (error) {
    if (danmakuState.code !== code) return;
    danmakuState.items = danmakuState.items.filter((item) => item.id !== pending.id);
    if (danmakuState.draft === '') danmakuState.draft = draft;
    showToast(failureMessage(error, zhCNDanmaku.sendFailed));
  } finally {
    if (danmakuState.code === code) danmakuState.sending = false;
  }
}

/** Changes the danmaku settings and remembers them on this device. */
export function changeDanmakuSettings(patch: Parameters<DanmakuSettingsStore['change']>[0]): void {
  danmakuState.settings = settingsStore().change(patch);
}
