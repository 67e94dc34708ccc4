import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown started with `start()`; 0 before and after. It counts to a
 * deadline rather than down from a number, so a tab the browser throttled still shows the truth.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return {
    secondsLeft: deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)),
    start: () => {
      const time = Date.now();
      setNow(time);
      setDeadline(time + seconds * 1000);
    },
    stop: () => setDeadline(null),
  };
}
