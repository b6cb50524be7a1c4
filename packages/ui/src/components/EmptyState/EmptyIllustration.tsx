import type { ReactNode } from 'react';
import * as styles from './EmptyIllustration.css.ts';

/** Which list is empty: each has its own motif on one shared stage. */
export type EmptyIllustrationKind = 'favourites' | 'history' | 'records' | 'invites' | 'chat' | 'search' | 'videos' | 'generic';

/**
 * The motifs on a 160×120 grid, drawn with the theme's classes (fills and strokes come from
 * the theme, so the art follows it). Inline and a few paths each: no image request and about
 * 2 KB for the whole set, so an empty list never waits for its picture.
 */
const MOTIFS: Record<EmptyIllustrationKind, ReactNode> = {
  favourites: (
    <>
      <rect className={styles.card} x="48" y="26" width="64" height="72" rx="10" />
      <path
        className={styles.accentFill}
        d="M80 44l6.2 12.6 13.9 2-10 9.8 2.4 13.8L80 75.7l-12.5 6.5 2.4-13.8-10-9.8 13.9-2z"
      />
    </>
  ),
  history: (
    <>
      <circle className={styles.card} cx="80" cy="60" r="34" />
      <circle className={styles.accentLine} cx="80" cy="60" r="24" />
      <path className={styles.accentLine} d="M80 46v15l10 7" />
    </>
  ),
  records: (
    <>
      <path className={styles.card} d="M54 24h52v76l-8.7-6-8.6 6-8.7-6-8.7 6-8.6-6-8.7 6z" />
      <path className={styles.mutedLine} d="M64 42h32M64 54h32M64 66h20" />
      <circle className={styles.accentFill} cx="96" cy="80" r="7" />
    </>
  ),
  invites: (
    <>
      <circle className={styles.card} cx="66" cy="46" r="14" />
      <path className={styles.card} d="M40 96c0-16 11.6-26 26-26s26 10 26 26z" />
      <circle className={styles.accentLine} cx="100" cy="52" r="11" />
      <path className={styles.accentLine} d="M82 94c2-12 9.4-19 18-19s16 7 18 19" />
    </>
  ),
  chat: (
    <>
      <path className={styles.card} d="M40 34a10 10 0 0110-10h46a10 10 0 0110 10v28a10 10 0 01-10 10H62l-14 12V72h0a10 10 0 01-8-10z" />
      <path className={styles.accentFillSoft} d="M76 58a8 8 0 018-8h30a8 8 0 018 8v20a8 8 0 01-8 8h-2v10l-11-10H84a8 8 0 01-8-8z" />
      <path className={styles.mutedLine} d="M54 40h36M54 52h22" />
    </>
  ),
  search: (
    <>
      <rect className={styles.card} x="42" y="26" width="60" height="72" rx="10" />
      <path className={styles.mutedLine} d="M54 44h36M54 56h24" />
      <circle className={styles.accentLine} cx="96" cy="72" r="15" />
      <path className={styles.accentLine} d="M107 83l12 12" />
    </>
  ),
  videos: (
    <>
      <rect className={styles.card} x="36" y="30" width="88" height="60" rx="10" />
      <path className={styles.accentFill} d="M73 48v24l20-12z" />
    </>
  ),
  generic: (
    <>
      <path className={styles.card} d="M44 50l36-18 36 18v38a6 6 0 01-6 6H50a6 6 0 01-6-6z" />
      <path className={styles.mutedLine} d="M44 50l36 20 36-20" />
      <circle className={styles.accentFill} cx="80" cy="70" r="5" />
    </>
  ),
};

/** A light, themed picture for an empty list (decorative). */
export function EmptyIllustration({ kind }: { kind: EmptyIllustrationKind }) {
  return (
    <svg className={styles.stage} viewBox="0 0 160 120" aria-hidden focusable="false" data-illustration={kind}>
      <ellipse className={styles.floor} cx="80" cy="108" rx="52" ry="6" />
      <circle className={styles.halo} cx="80" cy="60" r="50" />
      <path className={styles.sparkle} d="M28 30l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM134 22l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z" />
      <circle className={styles.sparkle} cx="136" cy="84" r="2.5" />
      {MOTIFS[kind]}
    </svg>
  );
}
