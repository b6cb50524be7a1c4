import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import * as styles from './SeekBar.css.ts';

/** One frame of the seek preview: a region of a sprite (w and h 0: the whole image). */
export interface SeekThumbnail {
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SeekBarProps {
  /** The slider's name, '播放进度'. */
  label: string;
  currentTime: number;
  /** The real length (never a preview's cut stream). */
  duration: number;
  bufferedEnd?: number;
  /** Without entitlement: the free part ends here; the rest is marked as locked. */
  previewLimit?: number | null;
  /** Shown in the drag bubble past the preview limit, '开通VIP观看完整版'. */
  beyondPreview: string;
  /** Seconds per arrow key. */
  step: number;
  /** '01:05' */
  time: (seconds: number) => string;
  /** The slider's aria-valuetext, e.g. '1分5秒，共24秒'. */
  valueText: (seconds: number) => string;
  thumbnailAt?: (seconds: number) => SeekThumbnail | null;
  onSeek: (seconds: number) => void;
  /** Told when a drag starts and ends (the controls stay shown meanwhile). */
  onDragChange?: (dragging: boolean) => void;
  /** A position shown as being dragged to, for a controlled bar (stories). */
  dragTime?: number | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The progress slider: played, buffered, the preview's free part, and a thumbnail while dragging. */
export function SeekBar({
  label,
  currentTime,
  duration,
  bufferedEnd = 0,
  previewLimit,
  beyondPreview,
  step,
  time,
  valueText,
  thumbnailAt,
  onSeek,
  onDragChange,
  dragTime,
}: SeekBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const shownDrag = dragging ?? dragTime ?? null;
  const length = duration > 0 ? duration : 0;
  const position = clamp(shownDrag ?? currentTime, 0, length);
  const percent = (seconds: number) => (length > 0 ? `${(clamp(seconds, 0, length) / length) * 100}%` : '0%');
  const limit = previewLimit != null && length > 0 && previewLimit < length ? previewLimit : null;

  const timeAt = (clientX: number) => {
    const rect = barRef.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return position;
    return clamp(((clientX - rect.left) / rect.width) * length, 0, length);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (length <= 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(timeAt(event.clientX));
    onDragChange?.(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging !== null) setDragging(timeAt(event.clientX));
  };
  const finish = (commit: boolean) => {
    if (dragging === null) return;
    if (commit) onSeek(dragging);
    setDragging(null);
    onDragChange?.(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowLeft: currentTime - step,
      ArrowDown: currentTime - step,
      ArrowRight: currentTime + step,
      ArrowUp: currentTime + step,
      Home: 0,
      End: length,
    };
    const target = targets[event.key];
    if (target === undefined || length <= 0) return;
    // The bar owns these keys; the player's own shortcuts must not seek twice.
    event.preventDefault();
    event.stopPropagation();
    onSeek(clamp(target, 0, length));
  };

  const thumbnail = shownDrag !== null ? (thumbnailAt?.(position) ?? null) : null;
  const beyond = shownDrag !== null && limit !== null && position > limit;

  return (
    <div
      ref={barRef}
      className={styles.bar}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(length)}
      aria-valuenow={Math.round(position)}
      aria-valuetext={valueText(position)}
      data-dragging={shownDrag !== null || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => finish(true)}
      onPointerCancel={() => finish(false)}
      onKeyDown={onKeyDown}
    >
      <div className={styles.track}>
        {limit !== null ? (
          <>
            <div className={styles.freePart} style={{ width: percent(limit) }} data-testid="preview-free" />
            <div className={styles.lockedPart} style={{ width: `calc(100% - ${percent(limit)})` }} />
          </>
        ) : null}
        <div className={styles.buffered} style={{ width: percent(bufferedEnd) }} />
        <div className={styles.played} style={{ width: percent(position) }} />
        {limit !== null ? <div className={styles.limitMarker} style={{ insetInlineStart: percent(limit) }} /> : null}
        <div className={styles.thumb} style={{ insetInlineStart: percent(position) }} />
      </div>
      {shownDrag !== null ? (
        <div className={styles.bubble} style={{ left: `clamp(84px, ${percent(position)}, calc(100% - 84px))` }} data-testid="seek-preview">
          {thumbnail && !beyond ? <Frame thumbnail={thumbnail} /> : null}
          <span>{`${time(position)} / ${time(length)}`}</span>
          {beyond ? <span className={styles.lockNote}>{beyondPreview}</span> : null}
        </div>
      ) : null}
    </div>
  );
}

function Frame({ thumbnail }: { thumbnail: SeekThumbnail }) {
  if (thumbnail.w <= 0 || thumbnail.h <= 0) return <img className={styles.wholeFrame} src={thumbnail.url} alt="" data-testid="seek-thumbnail" />;
  return (
    <span
      className={styles.frame}
      data-testid="seek-thumbnail"
      style={{
        width: thumbnail.w,
        height: thumbnail.h,
        backgroundImage: `url("${thumbnail.url}")`,
        backgroundPosition: `${-thumbnail.x}px ${-thumbnail.y}px`,
      }}
    />
  );
}
