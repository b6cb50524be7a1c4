import { currentRate, DANMAKU_POLL_MS, DANMAKU_TEXT_MAX, danmakuLength, estimateDanmakuWidth, isAdvancing, scheduleLanes, zhCNDanmaku, type PlaybackSnapshot } from '@nocturne/core';
import { DanmakuComposer, DanmakuOverlay, IconButton, IconDanmaku, IconDanmakuOff, IconSliders } from '@nocturne/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { changeDanmakuSettings, danmakuState, loadDanmakuAhead, pollDanmaku, sendDanmaku, setDanmakuDraft } from '../../state/danmaku.ts';
import { memberState } from '../../state/member.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
import { screenPlayback, useScreenPlayback } from './screenPlayer.ts';

const DanmakuSettingsSheet = lazy(() => import('./sheets.ts').then((sheets) => ({ default: sheets.DanmakuSettingsSheet })));

const position = (playback: PlaybackSnapshot) => playback.currentTime;

/**
 * Where the video is, for the danmaku, from the player's one store. Each part is read on its
 * own, so a change of anything else (the buffer, the ladder) re-renders nothing; waiting for
 * data counts as not playing, or lines would run ahead of a frozen frame.
 */
export function usePlaybackClock(): { seconds: number; playing: boolean; rate: number } {
  return { seconds: useScreenPlayback(position), playing: useScreenPlayback(isAdvancing), rate: useScreenPlayback(currentRate) };
}

/** The scrolling danmaku over the video (PlayerControls' overlay slot). */
export function DanmakuLayer() {
  const { items, settings } = useSnapshot(danmakuState);
  const playback = usePlaybackClock();
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
export function useDanmakuPolling(): void {
  // Only whether it plays: the page around it must not re-render on every timeupdate.
  const playing = useScreenPlayback(isAdvancing);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  useEffect(() => {
    if (!playing || !visible) return;
    const timer = setInterval(() => {
      const seconds = screenPlayback.getSnapshot().currentTime;
      void pollDanmaku(seconds);
      void loadDanmakuAhead(seconds);
    }, DANMAKU_POLL_MS);
    return () => clearInterval(timer);
  }, [playing, visible]);
}

/** Below the player: the settings button and, for members, the line to send a danmaku. */
export function DanmakuBar() {
  const { draft, sending } = useSnapshot(danmakuState);
  const { member } = useSnapshot(memberState);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsMounted = useOpenedOnce(settingsOpen);
  const length = danmakuLength(draft);
  return (
    <>
      <DanmakuComposer
        value={draft}
        onChange={setDanmakuDraft}
        onSend={() => sendDanmaku(screenPlayback.getSnapshot().currentTime)}
        counter={zhCNDanmaku.counter(length, DANMAKU_TEXT_MAX)}
        overLimit={length > DANMAKU_TEXT_MAX}
        empty={length === 0}
        sending={sending}
        labels={{ input: zhCNDanmaku.input, placeholder: zhCNDanmaku.placeholder, send: zhCNDanmaku.send }}
        leading={<IconButton label={zhCNDanmaku.settings} icon={<IconSliders />} onClick={() => setSettingsOpen(true)} />}
        locked={member ? undefined : zhCNDanmaku.membersOnly}
      />
      {settingsMounted ? (
        <Suspense fallback={null}>
          <DanmakuSettingsSheet open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
