export { ChatBubble, type ChatBubbleProps, type ChatMessageView, type ChatDirection } from './ChatBubble.tsx';
