/**
 * Idle worker loops sleep until their poll interval passes or a job of their kind is queued
 * in this process (embedded mode starts it at once; other processes' jobs wait for the poll).
 */
export function wakeups() {
  const sleepers = new Map<string, Set<() => void>>();
  return {
    sleep(name: string, ms: number): Promise<void> {
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
      for (const done of [...(sleepers.get(name) ?? [])]) done();
    },
    notifyAll() {
      for (const set of sleepers.values()) for (const done of [...set]) done();
    },
  };
}
