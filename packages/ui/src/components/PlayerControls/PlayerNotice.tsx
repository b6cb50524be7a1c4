import * as styles from './PlayerControls.css.ts';

export interface PlayerNoticeProps {
  /** What happened, '上次看到 00:03'. */
  message: string;
  /** Its one action, '从头播放', and what it does. */
  action?: { label: string; onPress: () => void };
}

/**
 * A passing notice at the top left of the video, under the back button, clear of the play
 * button: where playback resumed, with 从头播放. It takes its own taps only; the app decides
 * how long it stays (PlayerControls' `notice`).
 */
export function PlayerNotice({ message, action }: PlayerNoticeProps) {
  return (
    <p className={styles.notice} role="status">
      <span className={styles.noticeMessage}>{message}</span>
      {action ? (
        <button type="button" className={styles.noticeAction} onClick={action.onPress}>
          {action.label}
        </button>
      ) : null}
    </p>
  );
}
