import { zhCN } from '@nocturne/core';

export default function FundPage() {
  return <h1>{zhCN.agent.title}</h1>;
}
