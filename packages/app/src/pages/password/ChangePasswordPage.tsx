import { zhCN } from '@nocturne/core';

export default function ChangePasswordPage() {
  return <h1>{zhCN.password.title}</h1>;
}
