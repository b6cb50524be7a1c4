import { ensureConsoleBuild } from '../scripts/consoleBuild.ts';

/** The journeys drive the built console, as `npm start` serves it. */
export default function setup(): void {
  ensureConsoleBuild();
}
