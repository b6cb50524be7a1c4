import { zhCN } from '@nocturne/core';

export default function SearchResultsPage() {
  return <h1>{zhCN.search.button}</h1>;
}
