import { OperatorApiError, zhCNConsole } from '@nocturne/core';

/** What a form shows for a failed call: the server's sentence, or the console's for a network failure. */
export function messageOf(error: unknown): string {
  if (error instanceof OperatorApiError && error.message) return error.message;
  return zhCNConsole.networkFailed;
}
