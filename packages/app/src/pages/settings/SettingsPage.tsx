import { zhCN } from '@nocturne/core';

export default function SettingsPage() {
  return <h1>{zhCN.settings.title}</h1>;
}
