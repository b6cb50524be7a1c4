// The console's Content area end to end on the server: a content operator uploads a short
// video (tus), it is ingested into a draft members cannot see, the operator picks a cover
// from its poster frames, edits it and publishes it, and members find it on home; take down
// and restore; the catalogue's structure (categories, home tags, hot words, topics); every
// change in the audit log; other roles refused; bad input a 4xx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, contentApi, VIDEO_UPLOAD_PATH, zhCNContent, type AuditEntry, type HomeIndex, type VideoView } from '@nocturne/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { runFfmpeg } from '../src/media/ffmpeg.ts';
import { MediaWorker } from '../src/media/jobs/worker.ts';
import { LocalObjectStore } from '../src/storage/localStore.ts';
import { call, envelope, openTestDb, testApp, type TestApp } from './harness.ts';
import type { Db } from '../src/db/db.ts';
import { imageMultipart, PNG } from './imageUpload.ts';
import { CONSOLE, COOKIE, signedInOperator, type OperatorClient } from './operators.ts';

let db: Db;
let t: TestApp;
let editor: OperatorClient;
let owner: OperatorClient;
let clip: Buffer;
let code: number;

const path_ = (endpoint: { path: string }, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce((url, [key, value]) => url.replace(`:${key}`, encodeURIComponent(String(value))), endpoint.path);

async function home(): Promise<HomeIndex> {
  return envelope<HomeIndex>(await call(t.app, 'POST', api.homeIndex.path), t.config, true).data;
}

async function audit(action: string): Promise<AuditEntry[]> {
  const page = (await owner('GET', `/admin/audit?action=${encodeURIComponent(action)}`)).json().data as { items: AuditEntry[] };
  return page.items;
}

beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db);
  editor = await signedInOperator(t, db, 'content', 'editor');
  owner = await signedInOperator(t, db, 'owner', 'boss');
  const file = path.join(t.config.dataDir, 'clip.mp4');
  await runFfmpeg([
    '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file,
  ]);
  clip = readFileSync(file);
}, 60_000);

describe('from upload to home', () => {
  test('upload, ingest into a draft, choose a cover, edit, publish: members see it on home', async () => {
    // A featured category of home to publish into.
    const category = await editor('POST', contentApi.addCategory.path, { dictCode: 'fresh', dictName: '新上架', featuredSort: 1 });
    expect(category.statusCode, category.body).toBe(200);

    const tusHeaders = (extra: Record<string, string>) => ({ 'sec-fetch-site': 'same-origin', 'tus-resumable': '1.0.0', cookie: `nocturne_operator=${editor.cookie}`, ...extra });
    const created = await t.app.inject({
      method: 'POST',
      url: VIDEO_UPLOAD_PATH,
      headers: tusHeaders({ 'upload-length': String(clip.length), 'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}` }),
    });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const sent = await t.app.inject({ method: 'PATCH', url: location, headers: tusHeaders({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }), payload: clip });
    expect(sent.statusCode).toBe(204);

    const ingest = await editor('POST', path_(contentApi.ingestUpload, { id: location.split('/').pop()! }), { name: '上传的片子', dictCode: 'fresh', vip: true });
    expect(ingest.statusCode, ingest.body).toBe(200);
    const jobId = ingest.json().data.id as number;

    const worker = new MediaWorker({ db, config: t.config, store: new LocalObjectStore(t.config.dataDir), now: t.clock.now }, { concurrency: 1, pollMs: 50 });
    await worker.tick();
    const seen: number[] = [];
    for (let i = 0; i < 600 && worker.busy > 0; i++) {
      const job = (await editor('GET', path_(contentApi.mediaJob, { id: jobId }))).json().data;
      seen.push(job.progress);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await worker.stop();
    const done = (await editor('GET', path_(contentApi.mediaJob, { id: jobId }))).json().data;
    expect(done).toMatchObject({ status: 'done', progress: 100 });
    expect(seen.length).toBeGreaterThan(0);
    code = done.videoId;

    // A draft: listed for operators, hidden from members.
    const drafts = (await editor('GET', `${contentApi.videos.path}?status=draft`)).json().data;
    expect(drafts.map((v: { code: number }) => v.code)).toEqual([code]);
    expect((await home()).typeList[0]!.cartoonInfoList).toEqual([]);

    const view = (await editor('GET', path_(contentApi.video, { code }))).json().data as VideoView;
    expect(view).toMatchObject({ status: 'draft', name: '上传的片子', vip: true, dictCode: 'fresh' });
    // The poster and six frames to choose a cover from, each served.
    expect(view.coverChoices).toHaveLength(7);
    expect(view.coverChoices[0]).toMatch(/poster\.jpg$/);
    const frame = view.coverChoices[3]!;
    expect((await t.app.inject({ method: 'GET', url: frame })).headers['content-type']).toMatch(/image\/jpeg/);

    const edited = await editor('PUT', path_(contentApi.editVideo, { code }), { name: '改过的片名', image: frame, vip: false, sonDictCode: 'fresh-a', episodes: [{ name: '正片', mediaId: view.episodes[0]!.mediaId }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: '改过的片名', image: frame, vip: false, sonDictCode: 'fresh-a', episodes: [{ name: '正片' }] });

    const published = await editor('POST', path_(contentApi.releaseVideo, { code }));
    expect(published.statusCode).toBe(200);
    const featured = (await home()).typeList[0]!;
    expect(featured).toMatchObject({ dictCode: 'fresh', cartoonInfoList: [{ cartoonCode: code, cartoonName: '改过的片名', cartoonVip: false }] });
    // Published once: a second publish is a 409.
    expect((await editor('POST', path_(contentApi.releaseVideo, { code }))).statusCode).toBe(409);

    expect((await editor('POST', path_(contentApi.takeDownVideo, { code }), { reason: '侵权' })).statusCode).toBe(200);
    expect((await home()).typeList[0]!.cartoonInfoList).toEqual([]);
    expect((await editor('POST', path_(contentApi.restoreVideo, { code }), { reason: '已获授权' })).statusCode).toBe(200);
    expect((await home()).typeList[0]!.cartoonInfoList).toHaveLength(1);

    // Each step in the audit log, by the operator, with before and after.
    expect((await audit('POST /admin/uploads/:id/ingest'))[0]).toMatchObject({ actor: 'editor' });
    expect((await audit('PUT /admin/videos/:code'))[0]).toMatchObject({
      actor: 'editor',
      target: `code:${code}`,
      before: { name: '上传的片子', vip: true },
      after: { name: '改过的片名', vip: false, image: frame },
    });
    expect((await audit('POST /admin/videos/:code/publish'))[0]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    expect((await audit('POST /admin/videos/:code/take-down'))[0]).toMatchObject({ before: { status: 'published' }, after: { status: 'taken_down' } });
    expect((await audit('POST /admin/videos/:code/restore'))[0]).toMatchObject({ before: { status: 'taken_down' }, after: { status: 'published' } });
  }, 120_000);

  test('an edit naming media that does not exist is a 400 and changes nothing; an unknown video is a 404', async () => {
    const bad = await editor('PUT', path_(contentApi.editVideo, { code }), { name: '坏', episodes: [{ name: 'x', mediaId: 999_999 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(zhCNContent.mediaNotFound);
    expect((await editor('GET', path_(contentApi.video, { code }))).json().data.name).toBe('改过的片名');
    expect((await editor('GET', path_(contentApi.video, { code: 987654 }))).statusCode).toBe(404);
    expect((await editor('PUT', path_(contentApi.editVideo, { code }), {})).statusCode).toBe(400);
    expect((await editor('PUT', path_(contentApi.editVideo, { code }), { vip: 'yes' })).statusCode).toBe(400);
    expect((await editor('PUT', path_(contentApi.editVideo, { code: 'abc' }), { vip: true })).statusCode).toBe(400);
  });
});

describe('an uploaded cover', () => {
  test('an image becomes a public cover the video can take; anything but one image is a 400; support may not', async () => {
    const send = (cookie: string, body: { payload: Buffer | string; headers: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: contentApi.uploadCover.path, payload: body.payload, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}`, ...body.headers } });
    const uploaded = await send(editor.cookie, imageMultipart(PNG));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().data.url as string;
    expect(url).toMatch(/^\/covers\/upload\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await editor('PUT', path_(contentApi.editVideo, { code }), { image: url })).json().data.image).toBe(url);
    expect((await audit('POST /admin/covers'))[0]).toMatchObject({ actor: 'editor', after: { url } });

    expect((await send(editor.cookie, imageMultipart(Buffer.from('not an image'), 'a.txt'))).statusCode).toBe(400);
    expect((await send(editor.cookie, { payload: '{"url":"x"}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/covers/upload/..%2F..%2Fsecret.png' })).statusCode).toBe(404);
    const support = await signedInOperator(t, db, 'support', 'cover-helper');
    expect((await send(support.cookie, imageMultipart(PNG))).statusCode).toBe(403);
  });
});

describe("the catalogue's structure", () => {
  test('categories: add, edit, refuse a taken code or a missing parent, keep one in use, remove an empty one; each audited', async () => {
    expect((await editor('POST', contentApi.addCategory.path, { dictCode: 'fresh', dictName: '重复' })).statusCode).toBe(409);
    expect((await editor('POST', contentApi.addCategory.path, { dictCode: 'orphan', dictName: '孤儿', parentCode: 'nowhere' })).statusCode).toBe(400);
    const child = await editor('POST', contentApi.addCategory.path, { dictCode: 'fresh-a', dictName: '子类', parentCode: 'fresh', sort: 2 });
    expect(child.json().data).toEqual({ dictCode: 'fresh-a', dictName: '子类', parentCode: 'fresh', sort: 2, homeTagSort: null, featuredSort: null });
    const renamed = await editor('PUT', path_(contentApi.changeCategory, { code: 'fresh-a' }), { dictName: '子类二' });
    expect(renamed.json().data.dictName).toBe('子类二');
    expect((await audit('PUT /admin/categories/:code'))[0]).toMatchObject({ before: { dictName: '子类' }, after: { dictName: '子类二' } });
    // The video uses both: neither goes.
    expect((await editor('DELETE', path_(contentApi.removeCategory, { code: 'fresh-a' }))).statusCode).toBe(409);
    expect((await editor('POST', contentApi.addCategory.path, { dictCode: 'empty', dictName: '空的' })).statusCode).toBe(200);
    expect((await editor('DELETE', path_(contentApi.removeCategory, { code: 'empty' }))).statusCode).toBe(200);
    expect((await editor('DELETE', path_(contentApi.removeCategory, { code: 'empty' }))).statusCode).toBe(404);
    expect((await audit('DELETE /admin/categories/:code'))[0]).toMatchObject({ before: { dictCode: 'empty' }, after: null });
    expect((await editor('GET', contentApi.categories.path)).json().data.map((c: { dictCode: string }) => c.dictCode)).toEqual(['fresh', 'fresh-a']);
  });

  test("home tags: the strip becomes the codes given, in order, and members' tag strip follows", async () => {
    await editor('POST', contentApi.addCategory.path, { dictCode: 'second', dictName: '第二' });
    const ordered = await editor('PUT', contentApi.orderHomeTags.path, { codes: ['second', 'fresh'] });
    expect(ordered.json().data.map((c: { dictCode: string }) => c.dictCode)).toEqual(['second', 'fresh']);
    const strip = envelope<{ dictCode: string }[]>(await call(t.app, 'POST', api.categories.path, {}), t.config, api.categories.encrypted).data;
    expect(strip.map((tag) => tag.dictCode).filter((c) => c === 'second' || c === 'fresh')).toEqual(['second', 'fresh']);
    expect((await editor('PUT', contentApi.orderHomeTags.path, { codes: ['ghost'] })).statusCode).toBe(400);
    expect((await editor('PUT', contentApi.orderHomeTags.path, { codes: ['fresh', 'fresh'] })).statusCode).toBe(400);
    expect((await audit('PUT /admin/home-tags'))[0]).toMatchObject({ after: { codes: ['second', 'fresh'] } });
  });

  test('hot words: add, rename, refuse a duplicate, remove; members get them in order', async () => {
    expect((await editor('POST', contentApi.addHotWord.path, { word: '热门', sort: 2 })).statusCode).toBe(200);
    expect((await editor('POST', contentApi.addHotWord.path, { word: '新番', sort: 1 })).statusCode).toBe(200);
    expect((await editor('POST', contentApi.addHotWord.path, { word: '热门' })).statusCode).toBe(409);
    expect((await editor('POST', contentApi.addHotWord.path, { word: '  ' })).statusCode).toBe(400);
    const hot = async () => envelope<string[]>(await call(t.app, 'POST', api.hotSearch.path), t.config, api.hotSearch.encrypted).data;
    expect(await hot()).toEqual(['新番', '热门']);
    expect((await editor('PUT', path_(contentApi.changeHotWord, { word: '热门' }), { word: '最热', sort: 0 })).json().data).toEqual({ word: '最热', sort: 0 });
    expect(await hot()).toEqual(['最热', '新番']);
    expect((await editor('PUT', path_(contentApi.changeHotWord, { word: '最热' }), { word: '新番' })).statusCode).toBe(409);
    expect((await editor('DELETE', path_(contentApi.removeHotWord, { word: '新番' }))).statusCode).toBe(200);
    expect((await editor('DELETE', path_(contentApi.removeHotWord, { word: '新番' }))).statusCode).toBe(404);
    expect(await hot()).toEqual(['最热']);
    expect((await audit('PUT /admin/hot-words/:word'))[0]).toMatchObject({ before: { word: '热门' }, after: { word: '最热' } });
  });

  test('topics keep their paths: add, edit, remove, audited', async () => {
    const added = await editor('POST', contentApi.addTopic.path, { title: '专题', code: 'fresh' });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id;
    expect((await editor('PUT', path_(contentApi.changeTopic, { id }), { title: '专题二' })).json().data.title).toBe('专题二');
    expect((await editor('DELETE', path_(contentApi.removeTopic, { id }))).statusCode).toBe(200);
    expect((await audit('PUT /admin/topics/:id'))[0]).toMatchObject({ before: { title: '专题' }, after: { title: '专题二' } });
  });
});

describe('rights', () => {
  test('finance and support are refused every content call with a 403', async () => {
    const finance = await signedInOperator(t, db, 'finance', 'money');
    const support = await signedInOperator(t, db, 'support', 'helper');
    for (const who of [finance, support]) {
      for (const [method, url, body] of [
        ['GET', contentApi.videos.path],
        ['PUT', path_(contentApi.editVideo, { code }), { name: 'x' }],
        ['POST', path_(contentApi.releaseVideo, { code })],
        ['POST', contentApi.addCategory.path, { dictCode: 'x', dictName: 'x' }],
        ['PUT', contentApi.orderHomeTags.path, { codes: [] }],
        ['POST', contentApi.addHotWord.path, { word: 'x' }],
        ['GET', path_(contentApi.mediaJob, { id: 1 })],
      ] as const) {
        expect((await who(method, url, body)).statusCode, `${who.operator} ${method} ${url}`).toBe(403);
      }
    }
    // And the content operator is refused money.
    expect((await editor('GET', '/admin/withdrawals')).statusCode).toBe(403);
  });
});
