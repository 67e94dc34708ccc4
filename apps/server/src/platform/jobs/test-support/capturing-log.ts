import type { FastifyBaseLogger } from 'fastify';

export interface LogEntry {
  level: string;
  message: string;
  data: Record<string, unknown>;
}

/** A logger that keeps what it is told, so a test can check what reached the log. */
export function capturingLog() {
  const entries: LogEntry[] = [];
  const make = (bindings: Record<string, unknown>): FastifyBaseLogger => {
    const at = (level: string) => (data: unknown, message?: string) =>
      entries.push(
        typeof data === 'string'
          ? { level, message: data, data: bindings }
          : { level, message: message ?? '', data: { ...bindings, ...(data as object) } },
      );
    return {
      level: 'trace',
      fatal: at('fatal'),
      error: at('error'),
      warn: at('warn'),
      info: at('info'),
      debug: at('debug'),
      trace: at('trace'),
      silent: () => undefined,
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
    } as unknown as FastifyBaseLogger;
  };
  return { log: make({}), entries };
}
