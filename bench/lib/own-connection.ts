import http from 'node:http';
import { percentile } from './percentile';
import { cpuSecondsOf, type ServerProcess, startProcess } from './server-process';

export interface Answer {
  status: number;
  /** The JSON answer's `message`, or the start of a text one, or the network error. */
  message: string;
  sentAt: number;
  answeredAt: number;
}

/**
 * A JSON POST as a shopper's browser sends it on arrival: a connection of its own (no keep-alive
 * agent), the session cookie and an Idempotency-Key; timed from send to answer (status 0: no
 * answer, the network error as its message).
 */
export function postOnItsOwnConnection(
  url: string,
  cookie: string,
  body: string,
  idempotencyKey: string,
): Promise<Answer> {
  const target = new URL(url);
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: false,
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': idempotencyKey,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let message = '';
          try {
            message = (JSON.parse(text) as { message?: string }).message ?? '';
          } catch {
            message = text.slice(0, 200);
          }
          resolve({
            status: response.statusCode ?? 0,
            message,
            sentAt,
            answeredAt: performance.now(),
          });
        });
      },
    );
    request.on('error', (error) =>
      resolve({ status: 0, message: error.message, sentAt, answeredAt: performance.now() }),
    );
    request.end(body);
  });
}

/**
 * `count` requests arriving within one second, evenly spread (after a 200 ms start), as a shared
 * link's crowd does: `send(index)` makes the index-th one. Answers in index order.
 */
export function arriveWithinASecond(
  count: number,
  send: (index: number) => Promise<Answer>,
): Promise<Answer[]> {
  const startAt = performance.now() + 200;
  return Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<Answer>((resolve) => {
          const delay = startAt + (index / count) * 1000 - performance.now();
          setTimeout(() => resolve(send(index)), Math.max(0, delay));
        }),
    ),
  );
}

/** What a crowd bench prints: its checks, and a PASS or FAIL line per target. */
export interface CrowdResult {
  rows: Record<string, string | number>[];
  verdicts: string[];
}

/** Two shop processes on one database, as a crowd arrives at a deployment of more than one. */
export async function twoShopProcesses(
  databaseEnv: Record<string, string>,
): Promise<ServerProcess[]> {
  const env = {
    ...databaseEnv,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    CLIENT_DIR: 'dist/client',
  };
  return [
    await startProcess('src/server/main.ts', env),
    await startProcess('src/server/main.ts', env),
  ];
}

/** What the same crowd got from the yardstick. */
export interface YardstickCrowd {
  p50: number;
  p99: number;
  /** CPU milliseconds its processes spent per answer. */
  cpuMsPerAnswer: number;
}

/**
 * The same crowd (`count` requests on connections of their own within one second, half to each of
 * two processes) at the yardstick: a bare Fastify + pg route doing one transaction of one insert
 * and one counter update (bench/bare-server.ts `POST /bare-order`; three statements, as many as a
 * sold-out refusal makes). What any server on this machine, load generator included, can answer.
 */
export async function yardstickCrowd(
  databaseEnv: Record<string, string>,
  count: number,
): Promise<YardstickCrowd> {
  const env = { DATABASE_URL: databaseEnv.DATABASE_URL ?? '' };
  const bare = [
    await startProcess('bench/bare-server.ts', env),
    await startProcess('bench/bare-server.ts', env),
  ];
  try {
    const cpuBefore = bare.reduce((sum, server) => sum + cpuSecondsOf(server.pid), 0);
    const answers = await arriveWithinASecond(count, (index) =>
      postOnItsOwnConnection(
        `${(bare[index % 2] as ServerProcess).url}/bare-order`,
        '',
        JSON.stringify({ userId: index, totalCents: 100 }),
        `yardstick-${index}`,
      ),
    );
    const cpu = bare.reduce((sum, server) => sum + cpuSecondsOf(server.pid), 0) - cpuBefore;
    const failed = answers.filter((answer) => answer.status !== 201);
    if (failed[0]) {
      throw new Error(`yardstick crowd: ${failed.length} answers not 201 (${failed[0].message})`);
    }
    return {
      ...answerTimes(answers),
      cpuMsPerAnswer: Math.round((cpu * 1000 * 100) / count) / 100,
    };
  } finally {
    await Promise.all(bare.map((server) => server.stop()));
  }
}

/** The p99 target's line of a crowd bench, with the yardstick's p99 for the same crowd beside it. */
export function latencyVerdict(
  bench: string,
  times: { p50: number; p99: number },
  answers: number,
  yardstick: YardstickCrowd,
): string {
  const ok = times.p99 <= 1000;
  return `${ok ? 'PASS' : 'FAIL'} ${bench}: p99 ${times.p99} ms for ${answers} answers (p50 ${times.p50} ms; the yardstick's p99 for the same crowd: ${yardstick.p99} ms)`;
}

/** The answers' p50 and p99, from send to answer, in whole milliseconds. */
export function answerTimes(answers: Answer[]): { p50: number; p99: number } {
  const times = answers.map((answer) => answer.answeredAt - answer.sentAt);
  return { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)) };
}
