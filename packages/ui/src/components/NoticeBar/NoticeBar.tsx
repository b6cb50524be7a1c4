import { IconNotice } from '../../icons/IconNotice.tsx';
import { bar, copy, echo, icon, track, viewport } from './NoticeBar.css.ts';

/** Characters per second the notice moves at; a long notice takes longer, not faster. */
export const NOTICE_SPEED = 4;
const MIN_PASS_SECONDS = 8;

export function noticePassSeconds(text: string): number {
  return Math.max(MIN_PASS_SECONDS, Math.ceil(text.length / NOTICE_SPEED));
}

export interface NoticeBarProps {
  /** The notice (the config's popupContent). Nothing renders when it is empty. */
  text: string;
  /** Names the region for screen readers, e.g. '公告'. */
  label: string;
}

/**
 * The home notice, scrolling right to left. Reduced motion shows it still and whole.
 * The text is repeated once so the loop has no gap; the repeat is hidden from screen readers.
 */
export function NoticeBar({ text, label }: NoticeBarProps) {
  if (!text) return null;
  return (
    <section className={bar} aria-label={label}>
      <IconNotice className={icon} />
      <div className={viewport}>
        <div className={track} style={{ animationDuration: `${noticePassSeconds(text)}s` }}>
          <span className={copy}>{text}</span>
          <span className={echo} aria-hidden>
            {text}
          </span>
        </div>
      </div>
    </section>
  );
}
