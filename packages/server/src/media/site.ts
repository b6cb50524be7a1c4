/**
 * Public site assets that are media but not a video of the catalogue: the login page's
 * background loop. They live in DATA_DIR/media/site/ and are served to anyone, unsigned.
 */
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { MEDIA_ROUTE, mediaFolder } from './library.ts';

export const SITE_ROUTE = `${MEDIA_ROUTE}/site/`;
const LOGIN_LOOP_FILE = 'login-loop.mp4';

export function siteFolder(config: ServerConfig): string {
  return mediaFolder(config, 'site');
}

export function loginLoopPath(config: ServerConfig): string {
  return path.join(siteFolder(config), LOGIN_LOOP_FILE);
}

/** The address the config hands the app (under PUBLIC_URL when one is set). */
export function loginLoopUrl(config: ServerConfig): string {
  return `${config.publicUrl}${SITE_ROUTE}${LOGIN_LOOP_FILE}`;
}
