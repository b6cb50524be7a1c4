// `npm run operator` (scripts/operator.ts) as the first owner is made: a process of its own on
// a fresh embedded database. The owner it makes signs in to a server on that data folder, and
// the audit log names the command as the actor.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { startServer } from '../src/start.ts';

const SERVER_DIR = path.join(import.meta.dirname, '..');

function operator(dataDir: string, args: string[], extra: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', SEED_MEDIA: 'false', MEDIA_SECRET: 'test', LOG_LEVEL: 'warn', ...extra };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], { cwd: SERVER_DIR, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

test('add, list, role, disable and passwd; the first owner signs in; the last owner stays', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-operator-'));
  const added = await operator(dataDir, ['add', 'olga', '--role', 'owner']);
  expect(added.code, added.output).toBe(0);
  const password = /password: (\S+)/.exec(added.output)?.[1];
  expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(added.output).toMatch(/authenticator \(TOTP\)/);
  expect((await operator(dataDir, ['add', 'cora', '--role', 'content'], { OPERATOR_PASSWORD: 'cora-long-password' })).code).toBe(0);
  expect((await operator(dataDir, ['add', 'x', '--role', 'god'])).code).toBe(1);
  const demoted = await operator(dataDir, ['role', 'olga', 'content']);
  expect(demoted.code).toBe(1);
  expect(demoted.output).toMatch(/至少保留一个可用的所有者账号/);
  expect((await operator(dataDir, ['role', 'cora', 'support'])).code).toBe(0);
  expect((await operator(dataDir, ['disable', 'cora'])).code).toBe(0);
  const changed = await operator(dataDir, ['passwd', 'olga']);
  const newPassword = /password: (\S+)/.exec(changed.output)?.[1];
  expect(newPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(newPassword).not.toBe(password);
  const listed = await operator(dataDir, ['list']);
  expect(listed.output).toMatch(/1\tolga\towner\n2\tcora\tsupport\tdisabled/);

  const server = await startServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', MEDIA_WORKERS: '0', PORT: '0', MEDIA_SECRET: 'test' }, logger: false });
  try {
    expect(server.firstRunNotice).toBeNull();
    const signIn = await server.app.inject({ method: 'POST', url: '/admin/session', payload: { name: 'olga', password: newPassword } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.totpEnrolmentRequired).toBe(true);
    const actors = await server.db.query<{ actor: string; action: string }>('SELECT actor, action FROM operator_audit ORDER BY id');
    expect(actors).toEqual([
      { actor: 'cli', action: 'cli operator add' },
      { actor: 'cli', action: 'cli operator add' },
      { actor: 'cli', action: 'cli operator role' },
      { actor: 'cli', action: 'cli operator disable' },
      { actor: 'cli', action: 'cli operator passwd' },
    ]);
  } finally {
    await server.close();
  }
}, 120_000);
