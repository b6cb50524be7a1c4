/** 客服会话: threads awaiting an answer first; the open thread and a reply the member sees without a reload. */
import { consoleSupport, type ChatThreadSummary } from '@nocturne/core';
import { PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { chats, chatsState, openThread, watchChats } from '../../state/support.ts';
import { timeOf } from '../../format/time.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
import * as styles from '../lists/lists.css.ts';
import { ChatReplyPanel } from './ChatReplyPanel.tsx';

const text = consoleSupport.chats;

const columns: readonly DataTableColumn<ChatThreadSummary>[] = [
  { id: 'member', header: text.member, cell: (row) => text.thread(row.nickname, row.memberCode) },
  { id: 'last', header: text.threads, cell: (row) => row.lastMessage, wrap: true },
  { id: 'waiting', header: text.state, cell: (row) => `${row.unanswered > 0 ? text.waiting(row.unanswered) : text.answered} · ${timeOf(row.lastAt).slice(5, 16)}` },
];

export default function ChatsPage() {
  const threads = useList(chats);
  const state = useSnapshot(chatsState);
  useEffect(() => watchChats(), []);
  const open = threads.items.find((thread) => thread.memberCode === state.openCode) ?? null;

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <div className={styles.split}>
        <ListTable
          list={chats}
          words={{ title: text.threads, empty: text.empty }}
          columns={columns}
          rowKey={(row) => row.memberCode}
          rowActions={(row) => [{ key: 'open', label: text.reply, onSelect: () => void openThread(row.memberCode) }]}
        />
        {state.openCode ? (
          <ChatReplyPanel key={state.openCode} title={text.thread(open?.nickname ?? '', state.openCode)} messages={state.messages} />
        ) : (
          <p className={styles.status}>{text.pick}</p>
        )}
      </div>
    </>
  );
}
