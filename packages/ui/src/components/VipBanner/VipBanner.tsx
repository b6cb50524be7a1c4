import { IconCrown } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './VipBanner.css.ts';

export interface VipBannerProps {
  /** e.g. 'VIP会员'. */
  title: string;
  /** The app's status text: '您还不是VIP会员' or the days left and the expiry date. */
  expiryText: string;
  /** The button (e.g. to the VIP centre); none on the VIP centre itself. */
  ctaLabel?: string;
  onCta?: () => void;
  /** A valid member gets the gold banner. */
  isVip: boolean;
}

/** The VIP strip of the profile page: status and expiry, and the button to the VIP centre. */
export function VipBanner({ title, expiryText, ctaLabel, onCta, isVip }: VipBannerProps) {
  return (
    <div className={styles.banner({ isVip })} role="group" aria-label={title}>
      <span className={styles.icon}>
        <IconCrown size={28} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.expiry}>{expiryText}</p>
      </div>
      {ctaLabel && onCta ? (
        <Button size="small" variant={isVip ? 'secondary' : 'primary'} onClick={onCta}>
          {ctaLabel}
        </Button>
      ) : null}
    </div>
  );
}
