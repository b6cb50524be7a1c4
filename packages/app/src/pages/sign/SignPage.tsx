import { zhCN } from '@nocturne/core';

export default function SignPage() {
  return <h1>{zhCN.sign.title}</h1>;
}
