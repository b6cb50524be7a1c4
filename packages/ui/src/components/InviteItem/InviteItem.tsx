import { IconUser } from '../../icons/icons.tsx';
import * as styles from './InviteItem.css.ts';

export interface InviteItemProps {
  avatarUrl: string | null;
  nickname: string;
  /** The invite time as text, e.g. '2026-11-22 10:30:00'. */
  time: string;
  /** e.g. '+1天权益'. */
  bonusLabel: string;
}

/** One invited friend: avatar, nickname, time and the reward label. */
export function InviteItem({ avatarUrl, nickname, time, bonusLabel }: InviteItemProps) {
  return (
    <article className={styles.item}>
      <span className={styles.avatar}>
        {/* Decorative: the nickname beside it names the friend. */}
        {avatarUrl ? <img className={styles.avatarImage} src={avatarUrl} alt="" /> : <IconUser size={24} />}
      </span>
      <div className={styles.text}>
        <p className={styles.name}>{nickname}</p>
        <p className={styles.time}>{time}</p>
      </div>
      <span className={styles.bonus}>{bonusLabel}</span>
    </article>
  );
}
