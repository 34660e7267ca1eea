import { type DestinationStream, pino } from 'pino';
import { type PrettyOptions, prettyFactory } from 'pino-pretty';

/**
 * Where the server's lines go: pino's JSON on stdout for machines (a pipe, a file,
 * a container's log), or the same lines made readable, coloured, one per event, for a person at a
 * terminal. The start banner is written through the same writer, so it lands after every line
 * logged before it, whichever format.
 */

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT decides when set; otherwise pretty on a terminal, JSON anywhere else. */
export function chooseLogFormat(
  setting: LogFormat | undefined,
  stdoutIsTerminal: boolean,
): LogFormat {
  return setting ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

export interface LogOutput {
  format: LogFormat;
  /** ANSI colours are written (pretty on a terminal, unless NO_COLOR is set). */
  color: boolean;
  /** pino's destination. */
  stream: DestinationStream;
  /** Writes text as it is, after every log line written before it. */
  print(text: string): void;
}

interface LoggedRequest {
  method?: string;
  url?: string;
}

/**
 * A request's line as a person reads it: `GET /api/products 200 12 ms` (the method, URL, status and
 * time Fastify's JSON carries in `req`, `res` and `responseTime`); other lines keep their message.
 */
export function readableMessage(log: Record<string, unknown>, messageKey = 'msg'): string {
  const message = typeof log[messageKey] === 'string' ? (log[messageKey] as string) : '';
  const request = log.req as LoggedRequest | undefined;
  if (!request || typeof request !== 'object') return message;
  const status = (log.res as { statusCode?: number } | undefined)?.statusCode;
  const time = typeof log.responseTime === 'number' ? `${Math.round(log.responseTime)} ms` : '';
  const summary = [request.method, request.url, status, time].filter(Boolean).join(' ');
  return message === 'request completed' ? summary : `${message} (${summary})`;
}

const PRETTY_OPTIONS: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  // Fields a person at a terminal does not read: the request's are in the message itself.
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  // Any other fields on the same line, as compact JSON, not one line each.
  singleLine: true,
  messageFormat: (log, messageKey) => readableMessage(log, messageKey),
};

export function createLogOutput(options: { format: LogFormat; color: boolean }): LogOutput {
  // What pino writes to by default (stdout, asynchronously, flushed at exit; a closed pipe ends it).
  const destination = pino.destination({ dest: 1, sync: false });
  const print = (text: string) => {
    destination.write(text);
  };
  if (options.format === 'json') {
    return { format: 'json', color: false, stream: destination, print };
  }
  // In this thread and synchronous (not a transport's worker), so lines keep their order.
  const pretty = prettyFactory({ ...PRETTY_OPTIONS, colorize: options.color });
  return {
    format: 'pretty',
    color: options.color,
    stream: { write: (line: string) => destination.write(pretty(line)) },
    print,
  };
}

/**
 * Colours on a terminal unless NO_COLOR is set; FORCE_COLOR (which `npm run dev`'s concurrently
 * sets when its own terminal has colours) turns them on through a pipe.
 */
export function wantsColor(terminal: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0';
  return terminal;
}

/** The output for this process: LOG_FORMAT, else what stdout is. */
export function logOutputFromEnv(
  setting: LogFormat | undefined,
  env: NodeJS.ProcessEnv = process.env,
): LogOutput {
  const terminal = process.stdout.isTTY === true;
  const format = chooseLogFormat(setting, terminal);
  return createLogOutput({ format, color: format === 'pretty' && wantsColor(terminal, env) });
}
