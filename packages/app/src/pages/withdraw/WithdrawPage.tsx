import { zhCN } from '@nocturne/core';

export default function WithdrawPage() {
  return <h1>{zhCN.withdraw.title}</h1>;
}
