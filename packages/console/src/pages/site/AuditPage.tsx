import { zhCNConsole } from '@nocturne/core';
import { PageHeader } from '@nocturne/ui';

export default function AuditPage() {
  return <PageHeader title={zhCNConsole.pages.audit} description={zhCNConsole.placeholder} />;
}
