import * as styles from './ChatBubble.css.ts';

export type ChatDirection = 'received' | 'sent';

export interface ChatMessageView {
  id: string;
  direction: ChatDirection;
  kind: 'text' | 'image';
  /** The text, or the image URL for an image message. */
  content: string;
  /** e.g. '2026-11-22 10:30'. */
  time?: string;
}

export interface ChatBubbleProps {
  message: ChatMessageView;
  /** Alt text of image messages, e.g. '图片'. */
  imageAlt: string;
}

/** One chat message: received on the left, sent on the right. */
export function ChatBubble({ message, imageAlt }: ChatBubbleProps) {
  const { direction, kind, content, time } = message;
  return (
    <div className={styles.row({ direction })} data-direction={direction}>
      <div className={styles.bubble({ direction, image: kind === 'image' })}>
        {kind === 'image' ? <img className={styles.image} src={content} alt={imageAlt} /> : <p className={styles.text}>{content}</p>}
      </div>
      {time ? <span className={styles.time}>{time}</span> : null}
    </div>
  );
}
