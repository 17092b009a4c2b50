// Waits for `work` to settle, but not longer than `ms`: what the caller does next must not
// hang on a slow network. `work` goes on after the wait; its outcome is ignored.
export function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
