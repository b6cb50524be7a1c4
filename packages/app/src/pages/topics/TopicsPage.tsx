import { zhCN } from '@nocturne/core';

export default function TopicsPage() {
  return <h1>{zhCN.topics.title}</h1>;
}
