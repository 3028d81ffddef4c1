/**
 * Moments of a run that make much garbage, told to whoever tunes the heap (tune-heap.ts) without
 * the code that has them knowing about V8. A catalog parsed anew is one: the stored parse's text,
 * the YAML texts and the new parse cache's text are each the size of the catalog again.
 */
let onCatalogParse: () => void = () => undefined;

/** Registers what to do when a catalog is about to be parsed anew (one handler; the last wins). */
export function whenCatalogParses(handler: () => void): void {
  onCatalogParse = handler;
}

/** Says a catalog is about to be parsed anew (a parse cache miss, or no cache). */
export function catalogParses(): void {
  onCatalogParse();
}
