/**
 * Like Promise.all, but waits for every promise to settle before rejecting with the first
 * failure. A command must not return (and its caller clean up) while sibling work is still
 * running — e.g. a catalog read still writing its cache after the site plan failed.
 */
export async function settleAll<T extends readonly unknown[]>(promises: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
