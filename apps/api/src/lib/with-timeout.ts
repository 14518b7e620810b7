/** `work`, or a rejection when it has not settled within `ms` (the work itself is not cancelled). */
export function withTimeout<T>(work: Promise<T>, ms: number, what = 'the work'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
