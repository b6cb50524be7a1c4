/**
 * The console's one operator client (core's createOperatorClient over the page's fetch).
 * Stores call it; pages never do. A call that finds the session gone tells the session store
 * (session.ts), which shows the sign-in page with the server's sentence.
 */
import { createOperatorClient, type OperatorApiError, type OperatorClient } from '@nocturne/core';

let client: OperatorClient | null = null;
let signInRequired: ((error: OperatorApiError) => void) | null = null;

export function operatorClient(): OperatorClient {
  client ??= createOperatorClient({
    // Looked up per call, so a test's stubbed fetch is the one used.
    fetch: (input, init) => globalThis.fetch(input, init),
    onSignInRequired: (error) => signInRequired?.(error),
  });
  return client;
}

/** The session store's hook: any call answered 401 ends the console's session. */
export function whenSignInRequired(listener: (error: OperatorApiError) => void): void {
  signInRequired = listener;
}
