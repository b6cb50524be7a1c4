export { TopicCard, type TopicCardProps, type TopicCardTopic } from './TopicCard.tsx';
