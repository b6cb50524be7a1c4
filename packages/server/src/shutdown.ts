/**
 * How a server process ends on a signal (src/main.ts, and the app's `npm start`, which serves
 * the built app too): SIGTERM and SIGINT drain it (start.ts), then the process exits. A second
 * signal while draining ends it at once: the handlers are installed once.
 */
import type { RunningServer } from './start.ts';

export function drainOnSignals(server: Pick<RunningServer, 'drain'>): void {
  const stop = async () => {
    try {
      await server.drain();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
