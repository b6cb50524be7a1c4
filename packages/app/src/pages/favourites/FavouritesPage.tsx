import { zhCN } from '@nocturne/core';

export default function FavouritesPage() {
  return <h1>{zhCN.favourites.title}</h1>;
}
