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
  /**
   * 'wide' is a banner across the screen (the topics screen's first card); 'tile' a taller
   * half-width card. Both fill the width they are given.
   */
  shape?: 'wide' | 'tile';
}

/** Picture proportions per shape: a tile is taller, so two of them match a banner's weight. */
const RATIO = { wide: '2 / 1', tile: '4 / 3' } as const;

/** One card of the topics screen: the topic's picture with its title over the foot. */
export function TopicCard<T extends TopicCardTopic>({ topic, onOpen, loadingLabel, shape = 'wide' }: TopicCardProps<T>) {
  return (
    <button type="button" className={card} onClick={() => onOpen(topic)}>
      <LazyImage src={topic.image} alt="" ratio={RATIO[shape]} loadingLabel={loadingLabel} />
      <span className={caption}>
        <span className={title({ shape })}>{topic.title}</span>
        <IconChevronRight className={chevron} />
      </span>
    </button>
  );
}
