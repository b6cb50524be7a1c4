import { zhCN } from '@nocturne/core';

export default function SharePage() {
  return <h1>{zhCN.share.title}</h1>;
}
