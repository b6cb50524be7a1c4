/**
 * Builds the app when its build is missing or older than any source it is made from
 * (the app, the ui kit, core), so `npm start` always serves what the tree holds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
const packagesDir = path.resolve(appDir, '..');
const SOURCES = [
  path.join(appDir, 'src'),
  path.join(appDir, 'public'),
  path.join(appDir, 'index.html'),
  path.join(appDir, 'vite.config.ts'),
  path.join(packagesDir, 'ui', 'src'),
  path.join(packagesDir, 'core', 'src'),
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/** Whether a Vite build's index.html is missing or older than any of its sources (the console's build asks too). */
export function buildIsStale(distDir: string, sources: readonly string[]): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((source) => newestChange(source) > built);
}

export const appBuildIsStale = (distDir = path.join(appDir, 'dist')): boolean => buildIsStale(distDir, SOURCES);

export function ensureAppBuild(): void {
  if (!appBuildIsStale()) return;
  console.log('Building the app (its build is missing or older than its sources)...');
  const result = spawnSync('npx', ['vite', 'build', '--config', path.join(appDir, 'vite.config.ts')], {
    cwd: appDir,
    stdio: 'inherit',
    // Always the production build: under Vitest NODE_ENV is 'test', which would otherwise
    // give the e2e journeys (and a later `npm start`, which reuses a fresh build) React's
    // development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The app build failed.');
}
