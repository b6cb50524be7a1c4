import { IconUser } from '../../icons/icons.tsx';
import { VipBadge } from '../VipBadge/VipBadge.tsx';
import * as styles from './ProfileHeader.css.ts';

export interface ProfileHeaderProps {
  avatarUrl: string | null;
  /** Alt text of the avatar, e.g. '头像'. */
  avatarAlt: string;
  nickname: string;
  /** The member code line, e.g. 'ID: 8A3F21'. */
  idText: string;
  /** The member's signature; empty shows `signatureDefault`. */
  signature: string;
  signatureDefault: string;
  /** The badge the app's VIP rule picked, 0-5. */
  badgeIndex: number;
  /** What the badge means, e.g. 'VIP会员'. */
  vipText: string;
}

/** The top of the profile page: avatar, nickname with the VIP badge, ID and signature. */
export function ProfileHeader({
  avatarUrl,
  avatarAlt,
  nickname,
  idText,
  signature,
  signatureDefault,
  badgeIndex,
  vipText,
}: ProfileHeaderProps) {
  const shownSignature = signature.trim() === '' ? signatureDefault : signature;
  return (
    <header className={styles.root}>
      <div className={styles.avatar}>
        {avatarUrl ? (
          <img className={styles.avatarImage} src={avatarUrl} alt={avatarAlt} />
        ) : (
          <IconUser size={36} title={avatarAlt} />
        )}
      </div>
      <div className={styles.text}>
        <p className={styles.nameRow}>
          <span className={styles.nickname}>{nickname}</span>
          <VipBadge index={badgeIndex} label={vipText} size={20} />
        </p>
        <p className={styles.id}>{idText}</p>
        <p className={styles.signature({ isDefault: shownSignature !== signature })}>{shownSignature}</p>
      </div>
    </header>
  );
}
