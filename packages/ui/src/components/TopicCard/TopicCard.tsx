import { IconChevronRight } from '../../icons/icons.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { caption, card, chevron, title } from './TopicCard.css.ts';

export interface TopicCardTopic {
  id: string | number;
  title: string;
  image: string;
}

export interface TopicCardProps<T extends TopicCardTopic> {
  topic: T;
  onOpen: (topic: T) => void;
  /** Said while the picture loads. */
  loadingLabel: string;
}

/** One card of the topics screen: a wide picture with the topic's title over its foot. */
export function TopicCard<T extends TopicCardTopic>({ topic, onOpen, loadingLabel }: TopicCardProps<T>) {
  return (
    <button type="button" className={card} onClick={() => onOpen(topic)}>
      <LazyImage src={topic.image} alt="" ratio="21 / 9" loadingLabel={loadingLabel} />
      <span className={caption}>
        <span className={title}>{topic.title}</span>
        <IconChevronRight className={chevron} />
      </span>
    </button>
  );
}
