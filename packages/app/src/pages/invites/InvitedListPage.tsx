import { zhCN } from '@nocturne/core';

export default function InvitedListPage() {
  return <h1>{zhCN.invites.title}</h1>;
}
