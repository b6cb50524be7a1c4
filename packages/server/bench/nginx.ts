/**
 * bench:segments' nginx (Debian's /usr/sbin/nginx) as a foreground child on its own prefix
 * and port, never the system's: one worker (its CPU time is read from /proc), serving the
 * bench server's media folder three ways and proxying the rest to the server.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
const TEMPS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface BenchNginx {
  origin: string;
  /** The worker's CPU time so far, in microseconds (10 ms resolution). */
  cpuMicros(): number;
  stop(): Promise<void>;
}

export interface NginxSite {
  port: number;
  upstreamPort: number;
  /** DATA_DIR/media of the bench server. */
  mediaRoot: string;
  secureLinkSecret: string;
}

function config(dir: string, site: NginxSite): string {
  const media = `${site.mediaRoot}/`;
  return `
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  ${TEMPS.map((temp) => `${temp}_temp_path ${dir}/${temp};`).join('\n  ')}
  upstream node { server 127.0.0.1:${site.upstreamPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${site.port};
    # AES-128: public segments, the same for everyone, straight from disk (or a cache of the store).
    location /media/files/ { alias ${media}; add_header Cache-Control "public, max-age=31536000, immutable"; }
    # secure_link: nginx checks an expiring MD5 over the path and a secret the server shares.
    location /sl/ {
      secure_link $arg_md5,$arg_expires;
      secure_link_md5 "$secure_link_expires$uri ${site.secureLinkSecret}";
      if ($secure_link = "") { return 403; }
      if ($secure_link = "0") { return 410; }
      alias ${media};
    }
    # X-Accel-Redirect: only the server's answer can send nginx here.
    location /internal/media/ { internal; alias ${media}; }
    location / { proxy_pass http://node; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_buffering on; }
  }
}
`;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export async function startBenchNginx(dir: string, site: NginxSite): Promise<BenchNginx> {
  for (const temp of TEMPS) mkdirSync(path.join(dir, temp), { recursive: true });
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, site));
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; !(await listening(site.port)); i++) {
    if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const worker = () => Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0]);
  const workerPid = worker();
  return {
    origin: `http://127.0.0.1:${site.port}`,
    cpuMicros() {
      // Fields 14 and 15 (utime, stime) after the command name, which may hold spaces.
      const fields = readFileSync(`/proc/${workerPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
    },
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
