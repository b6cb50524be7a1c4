import { zhCN } from '@nocturne/core';

export default function TagListPage() {
  return <h1>{zhCN.tagList.title}</h1>;
}
