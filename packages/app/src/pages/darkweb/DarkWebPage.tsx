import { zhCN } from '@nocturne/core';

export default function DarkWebPage() {
  return <h1>{zhCN.darkWeb.title}</h1>;
}
