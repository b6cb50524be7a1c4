import { e2eProject, PLAYBACK_JOURNEYS } from './project.ts';

// The member's journeys but those that time playback (project.ts), beside the console's: two
// files of the group at a time (each member in a browser context of its own).
export default e2eProject('e2e', { include: ['*.e2e.test.ts'], exclude: PLAYBACK_JOURNEYS }, 6, 2);
