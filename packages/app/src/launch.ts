/**
 * What runs first, before React, React DOM, the router and the app shell are evaluated
 * (main.tsx imports this module first, and none of its imports is React): the runtime, and on
 * a link to a video the head start of its detail, hls.js and the stream (videoPageChunk.ts).
 * bench:web at density 3 on fast 4G saw the detail asked for 270 ms after the entry arrived,
 * while the whole entry was evaluated.
 */
import { headStartPlayer } from './routes/videoPageChunk.ts';
import { handleSessionError, syncMemberFromStorage } from './state/member.ts';
import { browserRuntime, installRuntime } from './state/runtime.ts';

installRuntime(browserRuntime(handleSessionError));
// The stored member before anything reads it: the head start's warm player resumes a VIP's
// saved position past the preview only if it knows the member is VIP, and with the document's
// early start it runs before the app renders (and launches the member) at all.
syncMemberFromStorage();

/** What the head start began (null when the app was not opened on a video): the first render waits for it. */
export const playerStarted = headStartPlayer(window.location);
