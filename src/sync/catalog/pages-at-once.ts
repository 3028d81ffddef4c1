/**
 * Pure: how many hinted list pages a catalog read asks for at once. With the credential's rate
 * limit known (apply reads it first; a plan remembers it, plan-catalog-run.ts), every page of every
 * list goes in the first round, up to the limit: what the platform accepts in one minute may be
 * asked at once, and the pacer holds back anything beyond (docs/platform-contract.md §12).
 * Undefined when the limit is not known: each list then asks for HINTED_PAGE_CONCURRENCY at a time.
 */
export function pagesAtOnce(pages: number, rateLimit: number | undefined): number | undefined {
  if (rateLimit === undefined || !(rateLimit > 0)) return undefined;
  return Math.max(1, Math.min(pages, Math.floor(rateLimit)));
}
