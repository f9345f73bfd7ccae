import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lomi-process.ts';

const nginxBinary = '/usr/sbin/nginx';

/** Debian's nginx in front of the instances: round-robin, one temp folder for its config, pid, logs and buffers. */
export interface Nginx {
  base: string;
  stop(): Promise<void>;
}

/** The config: every upstream gets requests in turn; the client's address goes on in X-Forwarded-For. */
function nginxConfig(dir: string, port: number, upstreams: readonly string[]): string {
  const servers = upstreams.map((origin) => `    server ${new URL(origin).host} max_fails=0;`).join('\n');
  const temp = (name: string) => join(dir, 'temp', name);
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 20m;
  upstream lomi {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://lomi;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A donation is not retried on the other instance: only a connection that never reached one is.
      proxy_next_upstream error;
    }
  }
}
`;
}

/** Starts nginx (not as a daemon, so it dies with the test) and waits until it answers. */
export async function startNginx(upstreams: readonly string[]): Promise<Nginx> {
  if (!existsSync(nginxBinary)) {
    throw new Error(
      `The instance tests need nginx at ${nginxBinary}: apt-get install nginx (.ci/run does this).`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'lomi-nginx-'));
  mkdirSync(join(dir, 'temp'));
  const port = await freePort();
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, port, upstreams));
  let output = '';
  const child: ChildProcess = spawn(nginxBinary, ['-c', config, '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 100) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      // SIGQUIT: a graceful stop that waits for requests in flight.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
