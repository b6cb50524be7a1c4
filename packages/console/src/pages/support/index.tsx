import { zhCNConsole } from '@nocturne/core';
import { PageHeader } from '@nocturne/ui';

export default function Page() {
  return <PageHeader title={zhCNConsole.pages.support} description={zhCNConsole.placeholder} />;
}
