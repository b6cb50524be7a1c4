/**
 * Builds the console when its build is missing or older than any source it is made from
 * (the console, the ui kit, core), as the member app's build is (packages/app/scripts/appBuild.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from '../../app/scripts/appBuild.ts';

const consoleDir = path.resolve(import.meta.dirname, '..');
const packagesDir = path.resolve(consoleDir, '..');
const SOURCES = [
  path.join(consoleDir, 'src'),
  path.join(consoleDir, 'index.html'),
  path.join(consoleDir, 'vite.config.ts'),
  path.join(packagesDir, 'ui', 'src'),
  path.join(packagesDir, 'core', 'src'),
];

export const consoleBuildIsStale = (distDir = path.join(consoleDir, 'dist')): boolean => buildIsStale(distDir, SOURCES);

export function ensureConsoleBuild(): void {
  if (!consoleBuildIsStale()) return;
  console.log('Building the operator console (its build is missing or older than its sources)...');
  const result = spawnSync('npx', ['vite', 'build', '--config', path.join(consoleDir, 'vite.config.ts')], {
    cwd: consoleDir,
    stdio: 'inherit',
    // The production build always (under Vitest NODE_ENV is 'test').
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The console build failed.');
}
