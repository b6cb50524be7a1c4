import { zhCN } from '@nocturne/core';

export default function ChatPage() {
  return <h1>{zhCN.chat.title}</h1>;
}
