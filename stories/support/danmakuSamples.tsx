import { DANMAKU_DENSITIES, estimateDanmakuWidth, scheduleLanes, zhCNDanmaku } from '@nocturne/core';
import { DanmakuOverlay, type DanmakuOverlayProps, type DanmakuView } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { sampleCover } from './feedSamples.tsx';

const texts = ['前方高能', '哈哈哈哈哈哈', '名场面', '这里的配乐绝了', '打卡', '第一次看到这里', 'BGM是什么？', '泪目', '666', '夜景好美', '空降成功', '这段我能看一百遍', '太好笑了哈哈哈哈', '来了来了'];

/** A busy minute of danmaku: two a second, one of them the member's own. */
export const sampleDanmaku: DanmakuView[] = Array.from({ length: 120 }, (_, n) => ({
  id: n + 1,
  text: texts[(n * 5) % texts.length]!,
  time: n / 2,
  mine: n === 5,
}));

export const densityChoices = DANMAKU_DENSITIES.map((value) => ({ value, label: zhCNDanmaku.densities[value] }));

export const settingsLabels = { toggle: zhCNDanmaku.toggle, opacity: zhCNDanmaku.opacity, density: zhCNDanmaku.density };

/** A 16:9 player (a poster frame standing in for the video) with the overlay over it. */
export function DanmakuStage({ startAt = 6, ...props }: Partial<DanmakuOverlayProps> & { startAt?: number }) {
  const playing = props.playing ?? true;
  const [time, setTime] = useState(startAt);
  // A video's timeupdate, four times a second, while playing.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setTime((seconds) => seconds + 0.25), 250);
    return () => clearInterval(timer);
  }, [playing]);
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', overflow: 'hidden', background: '#000' }}>
      <img src={sampleCover(250, 640, 360)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      <DanmakuOverlay items={sampleDanmaku} currentTime={time} playing={playing} schedule={scheduleLanes} measure={estimateDanmakuWidth} {...props} />
    </div>
  );
}
