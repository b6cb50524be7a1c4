import { zhCN } from '@nocturne/core';

export default function RecordsPage() {
  return <h1>{zhCN.records.title}</h1>;
}
