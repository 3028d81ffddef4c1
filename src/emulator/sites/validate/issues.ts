/** Validation issues of a source tree (docs/platform-contract.md §6, issue codes). */

export type IssueSeverity = 'error' | 'warning';

export type IssueCode =
  | 'invalid_json'
  | 'missing_site_json'
  | 'missing_field'
  | 'invalid_field'
  | 'unsupported_default_language'
  | 'duplicate_slug'
  | 'missing_template'
  | 'unknown_page'
  | 'unsupported_locale'
  | 'unexpected_file'
  | 'missing_translation'
  | 'empty_navigation'
  | 'large_asset';

export const WARNING_CODES: ReadonlySet<IssueCode> = new Set<IssueCode>([
  'unexpected_file',
  'missing_translation',
  'empty_navigation',
  'large_asset',
]);

export interface ValidationIssue {
  readonly code: IssueCode;
  readonly severity: IssueSeverity;
  readonly message: string;
  readonly path: string;
  readonly line?: number;
  readonly column?: number;
  readonly field?: string;
}

export interface TreeValidation {
  readonly valid: boolean;
  readonly errors: readonly ValidationIssue[];
  readonly warnings: readonly ValidationIssue[];
}

export interface IssueInput {
  readonly code: IssueCode;
  readonly message: string;
  readonly path: string;
  readonly line?: number;
  readonly column?: number;
  readonly field?: string;
}

/** Collects issues; the severity follows from the code. */
export class IssueList {
  private readonly items: ValidationIssue[] = [];

  add(issue: IssueInput): void {
    const severity: IssueSeverity = WARNING_CODES.has(issue.code) ? 'warning' : 'error';
    const out: { -readonly [K in keyof ValidationIssue]: ValidationIssue[K] } = {
      code: issue.code,
      severity,
      message: issue.message,
      path: issue.path,
    };
    if (issue.line !== undefined) out.line = issue.line;
    if (issue.column !== undefined) out.column = issue.column;
    if (issue.field !== undefined) out.field = issue.field;
    this.items.push(out);
  }

  result(): TreeValidation {
    const sorted = [...this.items].sort(compareIssues);
    const errors = sorted.filter((i) => i.severity === 'error');
    return { valid: errors.length === 0, errors, warnings: sorted.filter((i) => i.severity === 'warning') };
  }
}

function compareIssues(a: ValidationIssue, b: ValidationIssue): number {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  const line = (a.line ?? 0) - (b.line ?? 0);
  if (line !== 0) return line;
  const column = (a.column ?? 0) - (b.column ?? 0);
  if (column !== 0) return column;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}
