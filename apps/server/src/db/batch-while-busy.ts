/**
 * Group commit for a hot statement: calls that arrive while `concurrency` batches are in
 * flight wait, and when one returns, every waiting call (up to `maxBatch`) goes to the
 * database as the next batch, one statement and one commit. A batch leaves at the end of the
 * event loop's current round of I/O (setImmediate), so the requests read in that round go
 * together: PGlite runs a statement synchronously inside the process, so without that pause
 * each request's statement would run before the next request is even read. An idle database
 * sees batches of one, sent within the same turn (no timer); a busy one sees fewer, larger
 * trips, which is where a scan's cost was (the trip and the commit, not the row). Each call
 * settles with its own result once its batch has returned: an acknowledged row is a
 * committed row.
 *
 * Ours, not DataLoader: DataLoader batches what one tick of the event loop asked for, and
 * requests from many sockets arrive in separate ticks; what should be batched is what queued
 * while the database was busy.
 */
export function batchWhileBusy<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  { concurrency, maxBatch }: { concurrency: number; maxBatch: number },
): (item: In) => Promise<Out> {
  type Waiting = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || inFlight >= concurrency || waiting.length === 0) return;
    scheduled = true;
    setImmediate(sendNext);
  };

  const sendNext = () => {
    scheduled = false;
    if (inFlight >= concurrency || waiting.length === 0) return;
    const batch = waiting.splice(0, maxBatch);
    inFlight++;
    // Room for another batch in flight: what is still waiting goes in the next round.
    schedule();
    run(batch.map((entry) => entry.item))
      .then((outs) => {
        if (outs.length !== batch.length)
          throw new Error(`A batch of ${batch.length} answered ${outs.length} results`);
        batch.forEach((entry, i) => entry.resolve(outs[i]!));
      })
      // A failed batch, or one that answered the wrong number of results: every call of it fails.
      .catch((error: unknown) => batch.forEach((entry) => entry.reject(error)))
      .finally(() => {
        inFlight--;
        schedule();
      });
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
