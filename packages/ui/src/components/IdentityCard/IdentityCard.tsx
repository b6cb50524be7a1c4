import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { IconClose, IconCopy } from '../../icons/icons.tsx';
import { addressBreaks } from '../../text/addressBreaks.tsx';
import { centredPanel } from '../../theme/overlay.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { OverlayClose, OverlayDescription, OverlayShell, OverlayTitle } from '../OverlayShell/index.ts';
import * as styles from './IdentityCard.css.ts';

export interface IdentityRow {
  label: string;
  value: string;
}

export interface IdentityCardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. '身份卡'. */
  title: string;
  /** The site address the QR code carries. */
  siteUrl: string;
  /** Names the QR code for screen readers. */
  qrLabel: string;
  /** Account, password, official site, official email — in that order. */
  rows: readonly IdentityRow[];
  /** Text of the copy buttons, e.g. '复制'. */
  copyLabel: string;
  /** Reports the copied value; the app writes the clipboard and toasts. */
  onCopy: (value: string) => void;
  /** Asks the member to take a screenshot. */
  hint: string;
  closeLabel: string;
  /** An element that opens the card; focus returns to it when the card closes. */
  trigger?: ReactNode;
  /** Non-modal and a portal container exist for the story grid. */
  modal?: boolean;
  container?: HTMLElement | null;
}

export const QR_SIZE = 140;

/**
 * The identity card overlay: a QR of the site and the member's credentials. Every row but
 * the first (the account, shown as the card's identity) has a copy button.
 */
export function IdentityCard({
  open,
  onOpenChange,
  title,
  siteUrl,
  qrLabel,
  rows,
  copyLabel,
  onCopy,
  hint,
  closeLabel,
  trigger,
  modal = true,
  container,
}: IdentityCardProps) {
  return (
    <OverlayShell
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      modal={modal}
      container={container}
      described
      contentClassName={`${centredPanel} ${styles.panel}`}
    >
          <OverlayTitle className={styles.title}>{title}</OverlayTitle>
          <OverlayClose asChild>
            <IconButton className={styles.close} label={closeLabel} icon={<IconClose />} />
          </OverlayClose>
          <div className={styles.qr}>
            <QRCodeSVG
              value={siteUrl}
              title={qrLabel}
              size={QR_SIZE}
              fgColor="currentColor"
              bgColor="transparent"
              marginSize={2}
            />
          </div>
          <dl className={styles.rows}>
            {rows.map((row, index) => (
              <div key={row.label} className={styles.row}>
                <dt className={styles.rowLabel}>{row.label}</dt>
                <dd className={styles.rowValue}>{addressBreaks(row.value)}</dd>
                {index > 0 ? (
                  <dd className={styles.rowAction}>
                    {/* Icon only: the narrow card keeps its width for the values (an email on one line). */}
                    <IconButton
                      className={styles.copy}
                      label={`${copyLabel} ${row.label}`}
                      icon={<IconCopy />}
                      onClick={() => onCopy(row.value)}
                    />
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
          <OverlayDescription className={styles.hint}>{hint}</OverlayDescription>
    </OverlayShell>
  );
}
