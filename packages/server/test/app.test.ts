import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { api } from '@nocturne/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { readMigrations } from '../src/db/migrate.ts';
import { hashPassword, verifyPassword } from '../src/members/passwords.ts';
import { call, openTestDb, registerMember, testApp, testConfig, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  db = await openTestDb();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await testApp(db, { logger: true, logStream, config: testConfig({ registerPerAddressPerHour: 3, logLevel: 'info' }) });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

test('GET /healthz answers 200 once migrations have run, and every migration is recorded', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
  expect(recorded.map((row) => row.name)).toEqual((await readMigrations()).map((m) => m.name));
});

test('answers carry security headers, errors included', async () => {
  const answers = [
    await call(t.app, 'POST', api.config.path),
    await call(t.app, 'POST', '/app-api/nothing-here', {}),
    await call(t.app, 'POST', api.login.path, { loginName: { name: 5 } }),
  ];
  // Member calls answer HTTP 200 whatever happened; the class of failure is the code.
  expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  expect(answers.map((response) => response.json().code)).toEqual([0, 404, 400]);
  for (const response of answers) {
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  }
});

test('log lines carry no token and no password', async () => {
  const member = await registerMember(t.app);
  await call(t.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: member.memberPwdTemp });
  await call(t.app, 'POST', api.memberByCode.path, { memberCode: '' }, { token: member.token });
  const log = logLines.join('');
  expect(log).toContain('"path":"/app-api/login"');
  // One access line per request, with the request's id.
  expect(log).toMatch(/"reqId":"req-\w+","method":"POST","path":"\/app-api\/login","status":200/);
  expect(log).not.toContain(member.token);
  expect(log).not.toContain(member.memberPwdTemp);
});

test('auto-registration is rate-limited per network address; a known device is not counted', async () => {
  const register = (uuid: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: api.autoRegister.path, payload: { deviceType: 0, uuid }, remoteAddress });
  const devices = Array.from({ length: 3 }, () => crypto.randomUUID());
  for (const device of devices) expect((await register(device, '10.9.9.9')).json().code).toBe(0);
  expect((await register(devices[0]!, '10.9.9.9')).json().code).toBe(0);
  const refused = await register(crypto.randomUUID(), '10.9.9.9');
  expect(refused.json().code).toBe(429);
  expect(refused.json()).toMatchObject({ code: 429, msg: '操作太频繁，请稍后再试' });
  expect((await register(crypto.randomUUID(), '10.9.9.8')).json().code).toBe(0);
});

test('an unexpected failure is a 500 without a stack trace', async () => {
  const broken = await testApp(db, {
    routes: [(app) => void app.get('/boom', async () => Promise.reject(new Error('secret internals at /srv/app.ts:12')))],
  });
  const response = await broken.app.inject({ method: 'GET', url: '/boom' });
  await broken.app.close();
  expect(response.statusCode).toBe(500);
  expect(response.body).not.toContain('secret internals');
  expect(response.json()).toMatchObject({ code: 5000, msg: '服务器繁忙，请稍后再试' });
});

test('configuration: defaults, and a misconfiguration fails at start', () => {
  const config = loadConfig({});
  expect(config.port).toBe(8080);
  expect(config.businessTimeZone).toBe('Asia/Shanghai');
  expect(config.aes).toEqual({ key: 'nocturne-dev-key', iv: 'nocturne-dev-iv0' });
  expect(config.databasePoolSize).toBe(5);
  expect(loadConfig({ DATABASE_POOL_SIZE: '2' }).databasePoolSize).toBe(2);
  expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
  expect(() => loadConfig({ API_AES_KEY: 'short' })).toThrow(ConfigError);
  expect(() => loadConfig({ BUSINESS_TZ: 'Mars/Olympus' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: '-1' })).toThrow(ConfigError);
  expect(() => loadConfig({ PUBLIC_URL: 'example.com' })).toThrow(ConfigError);
  // FFMPEG_PATH: an executable file, by absolute path.
  expect(() => loadConfig({ FFMPEG_PATH: 'ffmpeg' })).toThrow(/FFMPEG_PATH must be an absolute path/);
  expect(() => loadConfig({ FFMPEG_PATH: '/nonexistent/ffmpeg' })).toThrow(/FFMPEG_PATH must name an executable file/);
  expect(() => loadConfig({ FFMPEG_PATH: tmpdir() })).toThrow(/FFMPEG_PATH must name an executable file/);
  expect(() => loadConfig({ FFMPEG_PATH: process.execPath })).not.toThrow();
  // The operator token guards every member's money: shorter than 32 characters stops the start.
  expect(() => loadConfig({ ADMIN_TOKEN: 'a'.repeat(31) })).toThrow(/ADMIN_TOKEN must be at least 32 characters/);
  expect(loadConfig({ ADMIN_TOKEN: 'a'.repeat(32) }).adminToken).toBe('a'.repeat(32));
  expect(loadConfig({}).adminToken).toBe('');
});

test('passwords are scrypt hashes that verify only the right password, at any stored cost', async () => {
  const hash = await hashPassword('secret12', 1024);
  expect(hash).toMatch(/^scrypt\$1024\$/);
  expect(await verifyPassword('secret12', hash)).toBe(true);
  expect(await verifyPassword('secret13', hash)).toBe(false);
  expect(await verifyPassword('secret12', 'plain')).toBe(false);
});
