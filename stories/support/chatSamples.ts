import type { ChatMessageView } from '@nocturne/ui';
import { samplePicture } from './memberSamples.ts';

// A sample conversation with customer service (received) and the member (sent).
export const sampleConversation: ChatMessageView[] = [
  { id: '1', direction: 'received', kind: 'text', content: '您好，这里是在线客服，请问有什么可以帮您？', time: '10:28' },
  { id: '2', direction: 'sent', kind: 'text', content: '我充值了30元，金币还没到账', time: '10:29' },
  { id: '3', direction: 'sent', kind: 'image', content: samplePicture('截图', 30), time: '10:29' },
  { id: '4', direction: 'received', kind: 'text', content: '收到，一般2-10分钟到账，请稍等片刻。', time: '10:30' },
];
