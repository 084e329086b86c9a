// Redis for the cross-instance suites: whether one answers, and a private server a suite may stop
// and start again.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether something answers on the Redis port. */
export function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface PrivateRedis {
  url: string;
  /** Kills the server, as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port (nothing to do while it runs). */
  start(): Promise<void>;
}

/** A `redis-server` of the suite's own on `port`, keeping nothing on disk. */
export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const start = async () => {
    if (server && server.exitCode === null && server.signalCode === null) return;
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    while (!(await redisReachable(url))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode}`);
      await sleep(50);
    }
  };
  await start();
  return {
    url,
    kill: async () => {
      if (!server || server.exitCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
