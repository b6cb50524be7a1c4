import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { bufferedLog, FLUSH_MS } from './bufferedLog.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'buffered-log-'));
const file = path.join(dir, 'out.log');
let fd = -1;
afterEach(() => {
  closeSync(fd);
  rmSync(file, { force: true });
});

const lines = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `{"line":${from + i}}\n`);

test('lines are gathered and written together, in order, within FLUSH_MS', async () => {
  fd = openSync(file, 'w');
  const log = bufferedLog(fd);
  for (const line of lines(3)) log.write(line);
  expect(readFileSync(file, 'utf8')).toBe('');
  await new Promise((resolve) => setTimeout(resolve, FLUSH_MS + 200));
  expect(readFileSync(file, 'utf8')).toBe(lines(3).join(''));
});

test('16 KB of lines are written at once, and flushSync writes the rest before it returns', async () => {
  fd = openSync(file, 'w');
  const log = bufferedLog(fd);
  const many = lines(2000);
  for (const line of many) log.write(line);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(readFileSync(file, 'utf8').length).toBeGreaterThan(0);
  log.write('{"line":"last"}\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
  log.flushSync();
  expect(readFileSync(file, 'utf8')).toBe([...many, '{"line":"last"}\n'].join(''));
});
