import { zhCN } from '@nocturne/core';

export default function PersonalInfoPage() {
  return <h1>{zhCN.profile.title}</h1>;
}
