import { zhCNConsole } from '@nocturne/core';
import { PageHeader } from '@nocturne/ui';

export default function AdsPage() {
  return <PageHeader title={zhCNConsole.pages.ads} description={zhCNConsole.placeholder} />;
}
