import { zhCN } from '@nocturne/core';

export default function SearchPage() {
  return <h1>{zhCN.search.button}</h1>;
}
