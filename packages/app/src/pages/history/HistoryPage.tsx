import { zhCN } from '@nocturne/core';

export default function HistoryPage() {
  return <h1>{zhCN.history.title}</h1>;
}
