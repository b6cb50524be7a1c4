import { e2eProject, PLAYBACK_JOURNEYS } from './project.ts';

// The journeys that time playback, alone on the machine (project.ts).
export default e2eProject('e2e-playback', { include: PLAYBACK_JOURNEYS }, 5, 1);
