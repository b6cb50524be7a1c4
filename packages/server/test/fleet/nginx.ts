/**
 * Debian's nginx as a foreground child of the test, on its own prefix, configuration, pid,
 * logs and temporary folders in a temp dir, never touching the system's nginx. The site is
 * deploy/nginx/nocturne.conf itself with the test's ports, and it includes the proxy snippet
 * deploy/nginx/nocturne-proxy.conf as it is: the test runs what operators install.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';

const DEPLOY = path.join(import.meta.dirname, '..', '..', '..', '..', 'deploy', 'nginx');
export const NGINX = '/usr/sbin/nginx';
/** The ports the shipped site gives the three processes. */
const SHIPPED_PORTS = [8081, 8082, 8083];

export interface Nginx {
  child: ChildProcess;
  url: string;
  /** Its access log: one line per request, `status upstream_addrs upstream_statuses`. */
  accessLog: string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replace(from, to);
  if (replaced === text) throw new Error(`deploy/nginx/nocturne.conf no longer has ${String(from)}: update the fleet test`);
  return replaced;
}

/** The shipped site with the test's ports and the snippet's absolute path. */
export function siteFor(port: number, upstreams: readonly number[], cacheDir: string): string {
  let site = readFileSync(path.join(DEPLOY, 'nocturne.conf'), 'utf8');
  site = replaceOnce(site, '/var/cache/nginx/nocturne-media ', `${cacheDir} `);
  SHIPPED_PORTS.forEach((shipped, i) => (site = replaceOnce(site, `127.0.0.1:${shipped} `, `127.0.0.1:${upstreams[i]} `)));
  site = replaceOnce(site, /listen 80;/, `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, /\s*listen \[::\]:80;/, '');
  return replaceOnce(site, 'include snippets/nocturne-proxy.conf;', `include ${path.join(DEPLOY, 'nocturne-proxy.conf')};`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginx(dir: string, port: number, upstreams: readonly number[]): Promise<Nginx> {
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp), { recursive: true });
  const accessLog = path.join(dir, 'access.log');
  writeFileSync(path.join(dir, 'site.conf'), siteFor(port, upstreams, path.join(dir, 'media-cache')));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root its workers would run as nobody, who cannot write the temp folders here.
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      "  log_format fleet '$status $upstream_addr $upstream_status $request_method $uri $upstream_cache_status';",
      `  access_log ${accessLog} fleet;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${path.join(dir, temp)};`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; !(await listening(port)); i += 1) {
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      const log = path.join(dir, 'error.log');
      throw new Error(`nginx did not start: ${errors}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    accessLog,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
