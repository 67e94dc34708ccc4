import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up, or show through, the reply: it starts once the reply is on its
 * way and its failure is logged, never sent to the client. Pending work is tracked so that
 * app.close() (and tests) can wait for it before the database goes away.
 * For the reset mail this is only the lookup, the code and queueing the mail.send job (a few
 * queries, the same reply time for every address); the job does the sending, retries it and
 * survives a restart. Only a crash in those few milliseconds after the reply loses the mail.
 */
export function afterReply(log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>): void {
      // setImmediate runs after the promise jobs in which the handler's result is sent.
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    /** Resolves once nothing is pending, including work started by work that was pending. */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
export type AfterReply = ReturnType<typeof afterReply>;
