import { IconUser } from '../../icons/icons.tsx';
import * as styles from './InviteItem.css.ts';

export interface InviteItemProps {
  avatarUrl: string | null;
  nickname: string;
  /** The invite time as text, e.g. '2026-11-22 10:30:00'. */
  time: string;
  /** What the invite earned, e.g. '+1天权益', or '未获得奖励'. */
  bonusLabel: string;
  /** False when the invite earned nothing: the label is muted, not gold. */
  earned?: boolean;
  /** Why nothing was earned, in a few words (shown under the time). */
  note?: string;
}

/** One invited friend: avatar, nickname, time and what the invite really earned (or why not). */
export function InviteItem({ avatarUrl, nickname, time, bonusLabel, earned = true, note }: InviteItemProps) {
  return (
    <article className={styles.item}>
      <span className={styles.avatar}>
        {/* Decorative: the nickname beside it names the friend. */}
        {avatarUrl ? <img className={styles.avatarImage} src={avatarUrl} alt="" /> : <IconUser size={24} />}
      </span>
      <div className={styles.text}>
        <p className={styles.name}>{nickname}</p>
        <p className={styles.time}>{time}</p>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      <span className={styles.bonus({ earned })}>{bonusLabel}</span>
    </article>
  );
}
