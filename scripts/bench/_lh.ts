import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { lighthouseMobile } from './lighthouseRun.ts';
const dist = '/tmp/bench-debug-dist';
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/_compressChild.ts', dist], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, PORT: '0', DATA_DIR: '/tmp/bench-dbg-data', LOG_LEVEL: 'warn', SEED_MEDIA: 'false' } });
const url = await new Promise<string>((res) => createInterface({ input: child.stdout! }).on('line', (l) => l.startsWith('READY ') && res(l.slice(6))));
const r = await fetch(url + '/', { headers: { 'accept-encoding': 'br, gzip' } });
console.log('index encoding', r.headers.get('content-encoding'));
for (const p of ['/', '/videoinfo?id=v0001']) { const lh = await lighthouseMobile(url + p); console.log(p, lh.score, Math.round(lh.lcpMs), Math.round(lh.tbtMs), lh.cls, lh.notes.join(' | ')); }
child.kill('SIGTERM');
