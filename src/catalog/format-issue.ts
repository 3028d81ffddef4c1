import type { InputIssue } from '../shared/errors.js';

/** `catalog.yml:14:12: products[2].brand: unknown brand "acmee" (did you mean "acme"?)` */
export function formatCatalogIssue(issue: InputIssue): string {
  let where = issue.file ?? '';
  if (issue.line !== undefined) where += `:${issue.line}:${issue.column ?? 1}`;
  const parts = [where, issue.field, issue.message].filter((p): p is string => Boolean(p));
  return parts.join(': ');
}
