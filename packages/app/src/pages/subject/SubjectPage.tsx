import { zhCN } from '@nocturne/core';

export default function SubjectPage() {
  return <h1>{zhCN.topics.title}</h1>;
}
