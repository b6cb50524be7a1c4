/**
 * `npm test`'s first step: the type check and the lint side by side. Each is one Node thread,
 * so on CI's two cores they take the time of the longer one, not of both. Each one's output
 * is printed whole when it ends, never interleaved; the step fails when either does.
 */
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint'];

/** Runs `npm run <script>`; answers its exit code once its output is printed. */
const check = (script: string): Promise<number> =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(Buffer.concat(output));
      console.log(`npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(CHECKS.map(check));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
