/**
 * Test helpers other packages' tests share (`@nocturne/core/testing`); never imported by
 * shipped code.
 */
export { servedEpisode, servedPlaylist, PLAYLIST_URL, type ServedEpisode } from './offline/testing/servedEpisode.ts';
