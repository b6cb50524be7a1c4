// The Content journey at 1280x800: a content operator uploads a short video from the browser
// (tus), watches its ingest job finish, picks a cover from the poster frames and publishes it;
// a member then finds it on home (the member API's home list). Take down and restore go through
// their confirmations; the audit log has each step; the money pages are refused.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { api, decryptJson, VIDEO_UPLOAD_CHUNK_BYTES, type Envelope, type HomeIndex } from '@nocturne/core';
import { expect, test } from 'vitest';
import { runFfmpeg } from '../../server/src/media/ffmpeg.ts';
import { PNG } from '../../server/test/imageUpload.ts';
import { addOperatorAccount, consoleServer, consoleWindow, signIn, navLink } from './harness.ts';

const site = consoleServer();
const TITLE = '浏览器上传的短片';

/** Every version of home (its featured lists turn batch by batch): does one list `code`? */
async function onHome(code: number): Promise<boolean> {
  for (let turn = 0; turn < 4; turn++) {
    const response = await fetch(`${site.url}${api.homeIndex.path}`, { method: 'POST' });
    const body = (await response.json()) as Envelope<string>;
    const home = decryptJson<HomeIndex>(body.data, site.server.config.aes);
    if ([...home.rankList, ...home.typeList.flatMap((entry) => entry.cartoonInfoList)].some((video) => video.cartoonCode === code)) return true;
  }
  return false;
}

/** Home as a member sees it once the catalogue's short read cache (CATALOGUE_CACHE_MS, 2 s) has turned. */
async function homeShows(code: number, shown: boolean): Promise<boolean> {
  const until = Date.now() + 5000;
  while ((await onHome(code)) !== shown && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
  return onHome(code);
}

test('a content operator uploads, watches the job, picks a cover, publishes; a member sees it on home; each step audited', async () => {
  const file = path.join(site.server.config.dataDir, 'short.mp4');
  await runFfmpeg([
    '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file,
  ]);
  const [featured] = await site.server.db.query<{ dict_code: string; dict_name: string }>(
    'SELECT dict_code, dict_name FROM categories WHERE featured_sort IS NOT NULL AND parent_code IS NULL ORDER BY featured_sort LIMIT 1',
  );
  await addOperatorAccount(site.server, 'cora', 'content');
  const { context, page } = await consoleWindow();
  await signIn(page, site.url, 'cora');

  await (await navLink(page, '上传视频')).click();
  await page.getByLabel('视频文件').setInputFiles(file);
  await page.getByLabel('标题').fill(TITLE);
  await page.getByLabel('分类').selectOption({ label: featured!.dict_name });
  await page.screenshot({ path: '/tmp/console-content-upload.png' });
  await page.getByRole('button', { name: '开始上传' }).click();

  // The job's page follows it to the end.
  await page.waitForURL(new RegExp(`^${site.url}/console/content/jobs/\\d+$`));
  await page.getByRole('heading', { name: '已完成' }).waitFor({ timeout: 60_000 });
  await page.screenshot({ path: '/tmp/console-content-job.png' });
  await page.getByRole('button', { name: '编辑并发布' }).click();
  await page.waitForURL(new RegExp(`^${site.url}/console/content/videos/\\d+$`));
  const code = Number(page.url().split('/').pop());
  await page.getByText('待发布').first().waitFor();

  // An uploaded image is offered as a cover; a poster frame is chosen in the end, with a VIP flag, and saved.
  const png = path.join(site.server.config.dataDir, 'cover.png');
  writeFileSync(png, PNG);
  await page.getByLabel('上传封面').setInputFiles(png);
  await expect.poll(() => page.getByLabel('封面图片地址').inputValue()).toMatch(/^\/covers\/upload\/[0-9a-f]{32}\.png$/);
  await page.getByText('画面 4').click();
  await page.getByRole('switch', { name: 'VIP 专享' }).or(page.getByLabel('VIP 专享')).first().click();
  await page.getByRole('button', { name: '保存修改' }).click();
  await page.getByRole('status').filter({ hasText: '已保存' }).waitFor();
  await page.screenshot({ path: '/tmp/console-content-edit.png', fullPage: true });
  expect(await onHome(code)).toBe(false);

  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await page.getByText('已发布，会员现在可以看到').waitFor();
  expect(await homeShows(code, true)).toBe(true);

  // Take down and restore from the list, each confirmed.
  await page.goto(`${site.url}/console/content`);
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await row.getByRole('button', { name: '下架' }).click();
  await page.getByRole('alertdialog').getByRole('textbox', { name: /原因/ }).fill('片源待核实');
  await page.getByRole('alertdialog').getByRole('button', { name: '下架' }).click();
  await row.getByText('已下架').waitFor();
  expect(await homeShows(code, false)).toBe(false);
  await row.getByRole('button', { name: '恢复上架' }).click();
  await page.getByRole('alertdialog').getByRole('textbox', { name: /原因/ }).fill('已核实');
  await page.getByRole('alertdialog').getByRole('button', { name: '恢复上架' }).click();
  await row.getByText('已上架').waitFor();
  expect(await homeShows(code, true)).toBe(true);
  await page.screenshot({ path: '/tmp/console-content-list.png' });

  const audit = await site.server.db.query<{ actor: string; action: string }>('SELECT actor, action FROM operator_audit ORDER BY id');
  expect(audit.filter((entry) => entry.actor === 'cora').map((entry) => entry.action)).toEqual([
    'POST /admin/uploads/:id/ingest',
    'POST /admin/covers',
    'PUT /admin/videos/:code',
    'POST /admin/videos/:code/publish',
    'POST /admin/videos/:code/take-down',
    'POST /admin/videos/:code/restore',
  ]);

  // Money is not a content operator's: refused with the reason.
  await page.goto(`${site.url}/console/money`);
  await page.getByRole('heading', { name: '无权访问' }).waitFor();
  await context.close();
});

test("the catalogue's structure: a content operator adds a category and a hot word, and members get the word", async () => {
  await addOperatorAccount(site.server, 'cato', 'content');
  const { context, page } = await consoleWindow();
  await signIn(page, site.url, 'cato');
  await (await navLink(page, '目录结构')).click();
  await page.getByRole('heading', { name: '目录结构' }).waitFor();

  await page.getByLabel('编码').fill('e2e-new');
  await page.getByLabel('名称').fill('新分类');
  await page.getByRole('button', { name: '添加' }).click();
  await page.getByRole('row', { name: /e2e-new/ }).waitFor();

  await page.getByRole('tab', { name: '热搜词' }).click();
  await page.getByRole('textbox', { name: '热搜词' }).fill('浏览器热词');
  await page.getByRole('button', { name: '添加' }).click();
  await page.getByRole('row', { name: /浏览器热词/ }).waitFor();
  await page.screenshot({ path: '/tmp/console-content-structure.png' });
  const hot = async () => ((await (await fetch(`${site.url}${api.hotSearch.path}`, { method: 'POST' })).json()) as Envelope<string[]>).data;
  const until = Date.now() + 5000;
  while (!(await hot()).includes('浏览器热词') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await hot()).toContain('浏览器热词');

  await page.getByRole('row', { name: /浏览器热词/ }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await page.getByRole('row', { name: /浏览器热词/ }).waitFor({ state: 'detached' });
  const audit = await site.server.db.query<{ action: string }>(`SELECT action FROM operator_audit WHERE actor = 'cato' ORDER BY id`);
  expect(audit.map((entry) => entry.action)).toEqual(['POST /admin/categories', 'POST /admin/hot-words', 'DELETE /admin/hot-words/:word']);
  await context.close();
});

test('a dropped connection mid-upload: the browser resumes at the offset the server kept, not from the start', async () => {
  await addOperatorAccount(site.server, 'dora', 'content');
  const file = path.join(site.server.config.dataDir, 'large.mp4');
  // Three chunks of VIDEO_UPLOAD_CHUNK_BYTES; the bytes need only start as an MP4 does (an `ftyp` box) to be uploaded.
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
  writeFileSync(file, Buffer.concat([ftyp, randomBytes(2 * VIDEO_UPLOAD_CHUNK_BYTES + 1000 - ftyp.length)]));
  const { context, page } = await consoleWindow();
  await signIn(page, site.url, 'dora');
  const offsets: number[] = [];
  let cut = false;
  await page.route('**/admin/uploads/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    const offset = Number(request.headers()['upload-offset']);
    // The second chunk's connection drops once.
    if (offset === VIDEO_UPLOAD_CHUNK_BYTES && !cut) {
      cut = true;
      return route.abort('connectionreset');
    }
    offsets.push(offset);
    return route.continue();
  });
  await page.goto(`${site.url}/console/content/upload`);
  await page.getByLabel('视频文件').setInputFiles(file);
  await page.getByLabel('标题').fill('断线续传');
  await page.getByRole('button', { name: '开始上传' }).click();
  await page.waitForURL(new RegExp(`^${site.url}/console/content/jobs/\\d+$`), { timeout: 60_000 });
  expect(cut).toBe(true);
  expect(offsets).toEqual([0, VIDEO_UPLOAD_CHUNK_BYTES, 2 * VIDEO_UPLOAD_CHUNK_BYTES]);
  await context.close();
});
