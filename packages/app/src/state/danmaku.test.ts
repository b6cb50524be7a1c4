import { api, DANMAKU_AHEAD_SECONDS, DANMAKU_DEFAULT_SETTINGS, DANMAKU_STRETCH_MAX, STORAGE_KEYS, type Danmu, type Envelope, zhCNDanmaku, zhCNServer } from '@nocturne/core';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeRuntime, ok } from '../test/fakeRuntime.ts';
import { changeDanmakuSettings, danmakuState, loadDanmakuAhead, pollDanmaku, sendDanmaku, setDanmakuDraft, showDanmakuOf } from './danmaku.ts';
import { installRuntime } from './runtime.ts';
import { visibleToasts } from './toasts.ts';

let fake: ReturnType<typeof fakeRuntime>;

beforeEach(() => {
  fake = fakeRuntime();
  installRuntime(fake.runtime);
  showDanmakuOf(7, [
    { id: 3, text: '前方高能', time: 5 },
    { id: 9, text: '名场面', time: 30 },
  ]);
});

const toasts = () => visibleToasts();

describe('danmaku of a video', () => {
  test("opening a video shows the detail's danmaku and remembers the newest id", () => {
    expect(danmakuState.items.map((item) => item.id)).toEqual([3, 9]);
    expect(danmakuState.lastId).toBe(9);
    expect(danmakuState.settings).toEqual(DANMAKU_DEFAULT_SETTINGS);
  });

  test('a poll asks for those after the newest id and adds them once; passed moments show now', async () => {
    fake.server.on(api.danmakuSince, ok([
      { id: 10, text: '刚发的', time: 12 },
      { id: 11, text: '后面见', time: 90 },
    ]));
    await pollDanmaku(40);
    expect(fake.server.received.get(api.danmakuSince.path)).toEqual([{ vid: 7, afterId: 9 }]);
    expect(danmakuState.items.slice(2)).toEqual([
      { id: 10, text: '刚发的', time: 40 },
      { id: 11, text: '后面见', time: 90 },
    ]);
    expect(danmakuState.lastId).toBe(11);
    await pollDanmaku(41);
    expect(fake.server.received.get(api.danmakuSince.path)!.at(-1)).toEqual({ vid: 7, afterId: 11 });
    expect(danmakuState.items).toHaveLength(4);
  });

  test('a failed poll changes nothing', async () => {
    fake.server.on(api.danmakuSince, { code: 5000, msg: '服务器繁忙', data: null });
    await pollDanmaku(1);
    expect(danmakuState.items).toHaveLength(2);
    expect(danmakuState.lastId).toBe(9);
  });
});

describe('a busy video, a stretch at a time', () => {
  /** `count` danmaku from id `firstId`, one a second from `fromSecond`, in time order as the server sends them. */
  const stretch = (count: number, firstId: number, fromSecond: number): Danmu[] =>
    Array.from({ length: count }, (_, i) => ({ id: firstId + i, text: `第${firstId + i}条`, time: fromSecond + i }));
  const asked = () => fake.server.received.get(api.danmakuStretch.path) ?? [];

  test(`a full first stretch (${DANMAKU_STRETCH_MAX}) is continued once playback is within ${DANMAKU_AHEAD_SECONDS} s of its end, then no more`, async () => {
    expect([DANMAKU_STRETCH_MAX, DANMAKU_AHEAD_SECONDS]).toEqual([200, 30]);
    showDanmakuOf(7, stretch(200, 1, 0)); // seconds 0..199
    fake.server.on(api.danmakuStretch, ok(stretch(50, 500, 199)));
    await loadDanmakuAhead(168);
    expect(asked()).toEqual([]);
    await loadDanmakuAhead(170);
    expect(asked()).toEqual([{ vid: 7, afterTime: 199, afterId: 200 }]);
    expect(danmakuState.items).toHaveLength(250);
    expect(danmakuState.items.at(-1)).toEqual({ id: 549, text: '第549条', time: 248 });
    // That stretch was not full: the video's danmaku are all held.
    expect(danmakuState.heldUntil).toBeNull();
    await loadDanmakuAhead(240);
    expect(asked()).toHaveLength(1);
  });

  test('a short first stretch is the whole list: nothing more is asked', async () => {
    await loadDanmakuAhead(1000);
    expect(asked()).toEqual([]);
  });

  test('after a seek past what is held it starts at the playhead; two ticks at once ask once; a failure asks again next tick', async () => {
    showDanmakuOf(7, stretch(200, 1, 0));
    let answer: (value: Envelope) => void = () => {};
    fake.server.on(api.danmakuStretch, () => new Promise<Envelope>((resolve) => (answer = resolve)));
    const first = loadDanmakuAhead(1800.7);
    await loadDanmakuAhead(1801);
    answer({ code: 5000, msg: '服务器繁忙', data: null });
    await first;
    expect(asked()).toEqual([{ vid: 7, afterTime: 1800, afterId: 0 }]);
    expect(danmakuState.items).toHaveLength(200);
    fake.server.on(api.danmakuStretch, ok(stretch(200, 900, 1800)));
    await loadDanmakuAhead(1804);
    expect(asked().at(-1)).toEqual({ vid: 7, afterTime: 1804, afterId: 0 });
    expect(danmakuState.items).toHaveLength(400);
    expect(danmakuState.heldUntil).toEqual({ time: 1999, id: 1099 });
  });
});

describe('sending', () => {
  test('shows at once as the member’s own, then carries the stored id; the draft is cleared', async () => {
    let answer: (value: unknown) => void = () => {};
    fake.server.on(api.sendDanmaku, () => new Promise((resolve) => (answer = () => resolve(ok({ id: 12, text: '好看', time: 20 })))));
    setDanmakuDraft('  好看 ');
    const sending = sendDanmaku(20.6);
    expect(danmakuState.items.at(-1)).toMatchObject({ text: '好看', time: 20.6, mine: true });
    expect(danmakuState.draft).toBe('');
    expect(danmakuState.sending).toBe(true);
    // A second send while the first is on its way sends nothing.
    setDanmakuDraft('再来');
    await sendDanmaku(21);
    answer(null);
    await sending;
    expect(fake.server.received.get(api.sendDanmaku.path)).toEqual([{ vid: 7, text: '好看', time: 20.6 }]);
    expect(danmakuState.items.at(-1)).toEqual({ id: 12, text: '好看', time: 20.6, mine: true });
    expect(danmakuState.sending).toBe(false);
  });

  test('a refusal takes it back, restores the draft and shows the reason', async () => {
    fake.server.on(api.sendDanmaku, { code: 429, msg: zhCNServer.tooManyRequests, data: null });
    setDanmakuDraft('刷屏');
    await sendDanmaku(3);
    expect(danmakuState.items.map((item) => item.text)).toEqual(['前方高能', '名场面']);
    expect(danmakuState.draft).toBe('刷屏');
    expect(toasts()).toContain(zhCNServer.tooManyRequests);
  });

  test('text the rules refuse is not sent: the reason shows', async () => {
    setDanmakuDraft('好'.repeat(31));
    await sendDanmaku(3);
    setDanmakuDraft('   ');
    await sendDanmaku(3);
    expect(fake.server.received.get(api.sendDanmaku.path)).toBeUndefined();
    expect(toasts()).toEqual(expect.arrayContaining(['弹幕最多30个字', zhCNDanmaku.required]));
  });

  test('when a poll brought it first, that one becomes the member’s own (no double)', async () => {
    fake.server.on(api.sendDanmaku, async () => {
      fake.server.on(api.danmakuSince, ok([{ id: 12, text: '好看', time: 20 }]));
      await pollDanmaku(20);
      return ok({ id: 12, text: '好看', time: 20 });
    });
    setDanmakuDraft('好看');
    await sendDanmaku(20);
    expect(danmakuState.items.filter((item) => item.text === '好看')).toEqual([{ id: 12, text: '好看', time: 20, mine: true }]);
  });
});

describe('settings', () => {
  test('are remembered on the device', () => {
    changeDanmakuSettings({ enabled: false, opacity: 0.5 });
    expect(danmakuState.settings).toEqual({ enabled: false, opacity: 0.5, density: 'normal' });
    expect(JSON.parse(fake.local.getItem(STORAGE_KEYS.danmakuSettings)!)).toMatchObject({ enabled: false, opacity: 0.5 });
    showDanmakuOf(8, []);
    expect(danmakuState.settings.enabled).toBe(false);
  });
});
