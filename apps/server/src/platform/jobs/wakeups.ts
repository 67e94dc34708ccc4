/**
 * Idle worker loops sleep until their poll interval passes or a job of their kind is queued
 * in this process (embedded mode starts it at once; other processes' jobs wait for the poll).
 * A wake-up that finds no loop asleep (it is fetching, and may have looked before the job's
 * commit) is kept for the next sleep, which then returns at once: a lost wake-up would leave
 * the job waiting a whole poll.
 */
export function wakeups() {
  const sleepers = new Map<string, Set<() => void>>();
  const pending = new Set<string>();
  return {
    sleep(name: string, ms: number): Promise<void> {
      if (pending.delete(name)) return Promise.resolve();
      return new Promise((resolve) => {
        const set = sleepers.get(name) ?? new Set();
        sleepers.set(name, set);
        const done = () => {
          clearTimeout(timer);
          set.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        set.add(done);
      });
    },
    notify(name: string) {
      const asleep = [...(sleepers.get(name) ?? [])];
      if (asleep.length === 0) pending.add(name);
      for (const done of asleep) done();
    },
    notifyAll() {
      for (const set of sleepers.values()) for (const done of [...set]) done();
    },
  };
}
