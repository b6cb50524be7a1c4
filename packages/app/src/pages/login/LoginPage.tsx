import { zhCN } from '@nocturne/core';

export default function LoginPage() {
  return <h1>{zhCN.login.title}</h1>;
}
