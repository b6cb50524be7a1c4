import { DANMAKU_DENSITIES, DANMAKU_OPACITY_MIN, DANMAKU_OPACITY_STEP, DANMAKU_POLL_MS, DANMAKU_TEXT_MAX, danmakuLength, estimateDanmakuWidth, HOLD_PLAYBACK_RATE, scheduleLanes, zhCN, zhCNDanmaku, type PlaybackSnapshot } from '@nocturne/core';
import { BottomSheet, DanmakuComposer, DanmakuOverlay, DanmakuSettings, IconButton, IconDanmaku, IconDanmakuOff, IconSliders } from '@nocturne/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { changeDanmakuSettings, danmakuState, loadDanmakuAhead, pollDanmaku, sendDanmaku, setDanmakuDraft } from '../../state/danmaku.ts';
import { memberState } from '../../state/member.ts';

/** Where the player is, for the danmaku: the page publishes, the overlay and composer read. */
export interface PlaybackFeed {
  publish(playback: PlaybackSnapshot): void;
  subscribe(listener: () => void): () => void;
  get(): { seconds: number; playing: boolean; rate: number };
}

/**
 * The player's position without re-rendering the whole page four times a second: only the
 * components that read it (the overlay) follow it.
 */
export function createPlaybackFeed(): PlaybackFeed {
  let current = { seconds: 0, playing: false, rate: 1 };
  const listeners = new Set<() => void>();
  return {
    publish(playback) {
      // Waiting for data counts as not playing: lines moving over a frozen frame would run ahead of it.
      const playing = !playback.paused && !playback.ended && !playback.waiting;
      const next = { seconds: playback.currentTime, playing, rate: playback.boosted ? HOLD_PLAYBACK_RATE : playback.rate };
      if (next.seconds === current.seconds && next.playing === current.playing && next.rate === current.rate) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
  };
}

const usePlayback = (feed: PlaybackFeed) => useSyncExternalStore(feed.subscribe, feed.get);

const densities = DANMAKU_DENSITIES.map((value) => ({ value, label: zhCNDanmaku.densities[value] }));

/** The scrolling danmaku over the video (PlayerControls' overlay slot). */
export function DanmakuLayer({ feed }: { feed: PlaybackFeed }) {
  const { items, settings } = useSnapshot(danmakuState);
  const playback = usePlayback(feed);
  return (
    <DanmakuOverlay
      items={items}
      currentTime={playback.seconds}
      playing={playback.playing}
      playbackRate={playback.rate}
      schedule={scheduleLanes}
      measure={estimateDanmakuWidth}
      visible={settings.enabled}
      opacity={settings.opacity}
      density={settings.density}
    />
  );
}

/** The 弹 toggle in the control bar (also in fullscreen). */
export function DanmakuToggle() {
  const { settings } = useSnapshot(danmakuState);
  return (
    <IconButton
      tone="onMedia"
      label={zhCNDanmaku.toggle}
      aria-pressed={settings.enabled}
      icon={settings.enabled ? <IconDanmaku /> : <IconDanmakuOff />}
      onClick={() => changeDanmakuSettings({ enabled: !settings.enabled })}
    />
  );
}

/**
 * Live danmaku: while the page is visible and the video plays, ask for new ones every
 * DANMAKU_POLL_MS, and for a busy video's next stretch as playback nears it. A hidden tab or a
 * paused video asks nothing.
 */
export function useDanmakuPolling(feed: PlaybackFeed): void {
  // Only whether it plays: the page around it must not re-render on every timeupdate.
  const playing = useSyncExternalStore(feed.subscribe, () => feed.get().playing);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  useEffect(() => {
    if (!playing || !visible) return;
    const timer = setInterval(() => {
      const { seconds } = feed.get();
      void pollDanmaku(seconds);
      void loadDanmakuAhead(seconds);
    }, DANMAKU_POLL_MS);
    return () => clearInterval(timer);
  }, [playing, visible, feed]);
}

/** Below the player: the settings button and, for members, the line to send a danmaku. */
export function DanmakuBar({ feed }: { feed: PlaybackFeed }) {
  const { draft, sending, settings } = useSnapshot(danmakuState);
  const { member } = useSnapshot(memberState);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const length = danmakuLength(draft);
  return (
    <>
      <DanmakuComposer
        value={draft}
        onChange={setDanmakuDraft}
        onSend={() => sendDanmaku(feed.get().seconds)}
        counter={zhCNDanmaku.counter(length, DANMAKU_TEXT_MAX)}
        overLimit={length > DANMAKU_TEXT_MAX}
        empty={length === 0}
        sending={sending}
        labels={{ input: zhCNDanmaku.input, placeholder: zhCNDanmaku.placeholder, send: zhCNDanmaku.send }}
        leading={<IconButton label={zhCNDanmaku.settings} icon={<IconSliders />} onClick={() => setSettingsOpen(true)} />}
        locked={member ? undefined : zhCNDanmaku.membersOnly}
      />
      <BottomSheet open={settingsOpen} onOpenChange={setSettingsOpen} title={zhCNDanmaku.settings} closeLabel={zhCN.common.close}>
        <DanmakuSettings
          settings={settings}
          densities={densities}
          onChange={changeDanmakuSettings}
          labels={{ toggle: zhCNDanmaku.toggle, opacity: zhCNDanmaku.opacity, density: zhCNDanmaku.density }}
          opacityMin={DANMAKU_OPACITY_MIN}
          opacityStep={DANMAKU_OPACITY_STEP}
        />
      </BottomSheet>
    </>
  );
}
