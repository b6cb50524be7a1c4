import type { ReactNode } from 'react';
import { EmptyIllustration, type EmptyIllustrationKind } from './EmptyIllustration.tsx';
import { StatusNotice } from '../StatusNotice/StatusNotice.tsx';
import { image } from '../StatusNotice/StatusNotice.css.ts';

export interface EmptyStateProps {
  /** e.g. 暂无收藏, 暂无记录. */
  message: string;
  /** A quieter second line that says what will appear here, e.g. 收藏的视频会出现在这里. */
  hint?: string;
  /** Which list is empty: picks the illustration's motif ('generic' by default). */
  illustration?: EmptyIllustrationKind;
  /** An icon in a disc instead of the illustration, e.g. a warning for a failed load. */
  icon?: ReactNode;
  /** An image instead of the illustration (decorative). */
  imageSrc?: string;
  /** The next step, e.g. a Button 去逛逛 or 重试. */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show: a picture, what is missing, and where to go next. */
export function EmptyState({ message, hint, illustration = 'generic', icon, imageSrc, action }: EmptyStateProps) {
  const picture = imageSrc ? <img className={image} src={imageSrc} alt="" /> : icon ? undefined : <EmptyIllustration kind={illustration} />;
  return <StatusNotice message={message} hint={hint} icon={icon} picture={picture} action={action} />;
}
