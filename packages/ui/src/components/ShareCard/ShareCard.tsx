import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { IconCopy, IconDownload } from '../../icons/icons.tsx';
import { addressBreaks } from '../../text/addressBreaks.tsx';
import { Button } from '../Button/Button.tsx';
import { buttons, card, code, hint, linkBox, linkRow, qrFrame, row, rowLabel, rowValue, rows } from './ShareCard.css.ts';

/** docs/product.md section 9: the share QR code is 110 px wide. */
export const SHARE_QR_SIZE = 110;
/** The avatar in the middle of the code; error correction level H leaves room for it. */
const LOGO_SIZE = 26;

export interface ShareCardLabels {
  /** '邀请码' */
  inviteCode: string;
  /** '邀请链接' */
  inviteLink: string;
  /** '保存二维码' */
  save: string;
  /** '复制链接分享' */
  copy: string;
  /** '好友点击链接，您立即获得1天VIP' */
  hint: string;
  /** Describes the QR image, '邀请二维码'. */
  qr: string;
}

/** What 'save QR code' hands over: the canvas, and its PNG data URL unless the browser refused it. */
export interface SavedQr {
  canvas: HTMLCanvasElement;
  dataUrl: string | null;
}

export interface ShareCardProps {
  avatar: string;
  inviteCode: string;
  link: string;
  labels: ShareCardLabels;
  onSave: (qr: SavedQr) => void;
  onCopy: (link: string) => void;
}

/** Reads the canvas as PNG; an avatar from a host without CORS taints it and the browser refuses. */
export function canvasDataUrl(canvas: HTMLCanvasElement): string | null {
  try {
    return canvas.toDataURL('image/png') || null;
  } catch {
    return null;
  }
}

/** The invitation: QR code of the link with the avatar as logo, the code, the link, save and copy. */
export function ShareCard({ avatar, inviteCode, link, labels, onSave, onCopy }: ShareCardProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const save = () => {
    const canvas = canvasRef.current;
    if (canvas) onSave({ canvas, dataUrl: canvasDataUrl(canvas) });
  };
  return (
    <section className={card} aria-label={labels.qr}>
      <div className={qrFrame}>
        <QRCodeCanvas
          ref={canvasRef}
          value={link}
          size={SHARE_QR_SIZE}
          level="H"
          role="img"
          aria-label={labels.qr}
          imageSettings={{ src: avatar, width: LOGO_SIZE, height: LOGO_SIZE, excavate: true, crossOrigin: 'anonymous' }}
        />
      </div>
      <dl className={rows}>
        <div className={row}>
          <dt className={rowLabel}>{labels.inviteCode}</dt>
          <dd className={`${rowValue} ${code}`}>{inviteCode}</dd>
        </div>
        <div className={linkRow}>
          <dt className={rowLabel}>{labels.inviteLink}</dt>
          <dd className={linkBox}>{addressBreaks(link)}</dd>
        </div>
      </dl>
      <p className={hint}>{labels.hint}</p>
      <div className={buttons}>
        <Button variant="secondary" icon={<IconDownload />} onClick={save}>
          {labels.save}
        </Button>
        <Button icon={<IconCopy />} onClick={() => onCopy(link)}>
          {labels.copy}
        </Button>
      </div>
    </section>
  );
}
