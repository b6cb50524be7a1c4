import { zhCNConsole } from '@nocturne/core';
import { PageHeader } from '@nocturne/ui';

export default function OperatorsPage() {
  return <PageHeader title={zhCNConsole.pages.operators} description={zhCNConsole.placeholder} />;
}
