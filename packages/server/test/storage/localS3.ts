/**
 * A real S3-protocol server for tests: s3rver (npm, pure JavaScript, objects kept as
 * files), run as its own process on a free loopback port with a bucket in a temporary
 * folder, as a MinIO would run beside the server. Its credentials are S3RVER / S3RVER.
 *
 * Two things about s3rver 3.7.1 that the tests live with:
 * - Its ListObjectsV2 continuation tokens are DES-encrypted, which OpenSSL 3 (Node 17+)
 *   refuses without the legacy provider: every second page of a listing answered
 *   InternalError. It runs with `--openssl-legacy-provider` so paging is tested.
 * - It checks access keys and expiry, never SigV4 signatures: no test relies on it to
 *   refuse a tampered presigned URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { S3StoreSettings } from '../../src/storage/storeUrl.ts';

export interface LocalS3 {
  /** OBJECT_STORE_URL for this server and bucket. */
  url: string;
  settings: S3StoreSettings;
  /** The server's log so far, colours stripped (`info: Stored part 2 of <upload> in bucket "b" successfully`). */
  log(): string[];
  close(): Promise<void>;
}

const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
const STARTED = /S3rver listening on [\d.]+:(\d+)/;

export async function startLocalS3(bucket = 'nocturne-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'nocturne-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', cli, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 20_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = STARTED.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}:\n${output}`)));
  });
  return {
    url: `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?forcePathStyle=true`,
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      keyPrefix: '',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    log: () => stripVTControlCharacters(output).split('\n'),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
