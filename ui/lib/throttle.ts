/** Calls `fn` at most once per `ms`, with a trailing call so the last state is never missed. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return { run, cancel };
}
