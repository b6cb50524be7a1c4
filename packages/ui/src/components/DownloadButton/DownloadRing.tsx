import { IconFrame } from '../../icons/createIcon.tsx';
import { ringArc, ringTrack } from './DownloadButton.css.ts';

const RADIUS = 10;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The download glyph while it is under way: a ring that fills with the percent (from the
 * top, clockwise) around an arrow, or around two bars once paused. In the kit's icon frame, so
 * it sits level with its neighbours.
 */
export function DownloadRing({ percent, paused, className }: { percent: number; paused: boolean; className?: string }) {
  const filled = (CIRCUMFERENCE * percent) / 100;
  return (
    <IconFrame className={className}>
      <circle className={ringTrack} cx="12" cy="12" r={RADIUS} />
      <circle
        className={ringArc}
        cx="12"
        cy="12"
        r={RADIUS}
        strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        transform="rotate(-90 12 12)"
        data-percent={percent}
      />
      {paused ? <path d="M10 9v6M14 9v6" /> : <path d="M12 7.5v8M8.5 12.5l3.5 3.5 3.5-3.5" />}
    </IconFrame>
  );
}
