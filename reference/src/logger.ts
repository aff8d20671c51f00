/**
 * The server's log: one line per record on stderr (stdout carries timing lines only). Objects are never
 * printed whole: an SDK error object holds request headers, and so the tenant token (OB-002).
 */
export interface Logger {
  error(...parts: unknown[]): void;
  warn(...parts: unknown[]): void;
  info(...parts: unknown[]): void;
  debug(...parts: unknown[]): void;
  trace(...parts: unknown[]): void;
}

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

const RANK: Record<LogLevel | 'trace', number> = { error: 0, warn: 1, info: 2, debug: 3, trace: 4 };

function describe(part: unknown): string {
  if (typeof part === 'string') return part;
  if (part instanceof Error) return `${part.name}: ${part.message}`;
  if (Array.isArray(part)) return part.map(describe).join(' ');
  if (part === null || typeof part !== 'object') return String(part);
  return '[object]';
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (l) => process.stderr.write(l),
): Logger {
  const at =
    (name: LogLevel | 'trace') =>
    (...parts: unknown[]) => {
      if (RANK[name] > RANK[level]) return;
      write(`larkspur ${name}: ${parts.map(describe).join(' ')}\n`);
    };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), trace: at('trace') };
}

/** A logger that drops everything, for tests. */
export const silentLogger: Logger = createLogger('error', () => {});
