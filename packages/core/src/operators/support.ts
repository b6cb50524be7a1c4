/**
 * The operator API's support calls: chat threads and replies, members' reports of videos,
 * and danmaku moderation by video.
 */
import type { ChatMessage } from '../api/types.ts';
import type { VideoStatusChange } from './content.ts';
import { operatorEndpoint as call } from './contract.ts';
import type { OperatorPage, OperatorPageQuery } from './paging.ts';

export interface ChatThreadSummary {
  memberCode: string;
  nickname: string;
  lastMessage: string;
  lastAt: string;
  /** Member messages since the last operator reply; threads with some come first. */
  unanswered: number;
}

export interface ChatReply {
  content: string;
}

export const REPORT_STATES = ['open', 'dismissed', 'taken_down'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export interface ReportView {
  id: number;
  cartoonCode: number;
  videoName: string;
  videoStatus: string;
  memberCode: string;
  reason: string;
  state: ReportState;
  createdAt: string;
}

export interface ReportQuery {
  state?: ReportState;
}

/** One danmaku as a moderator sees it: who sent it and when (null for seeded ones). */
export interface OperatorDanmu {
  id: number;
  text: string;
  /** Seconds into the video. */
  time: number;
  memberCode: string | null;
  createdAt: string | null;
}

export const supportApi = {
  chats: call<void, ChatThreadSummary[]>('GET', '/admin/chats', 'chats', 'Chat threads, those awaiting an answer first'),
  chatThread: call<void, ChatMessage[]>('GET', '/admin/chats/:code', 'chats', "A member's chat thread as the member sees it"),
  reply: call<ChatReply, ChatMessage>('POST', '/admin/chats/:code', 'chats', "Reply in a member's chat thread"),
  reports: call<ReportQuery, ReportView[]>('GET', '/admin/reports', 'reports', "Members' reports of videos, by state"),
  dismissReport: call<void, null>('POST', '/admin/reports/:id/dismiss', 'reports', 'Dismiss a report'),
  takeDownReport: call<VideoStatusChange, null>('POST', '/admin/reports/:id/take-down', 'reports', 'Take the reported video down, with a reason (closes all its reports)'),
  danmaku: call<OperatorPageQuery, OperatorPage<OperatorDanmu>>('GET', '/admin/videos/:code/danmaku', 'danmaku', "A video's danmaku, newest first, paged"),
  deleteDanmu: call<void, null>('DELETE', '/admin/danmaku/:id', 'danmaku', 'Delete one danmaku'),
} as const;
