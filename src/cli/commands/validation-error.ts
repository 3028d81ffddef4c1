/** The error of a plan whose sites failed the platform's validation: every issue, located. */
import type { Plan } from '../../plan/types.js';
import { siteHasErrors } from '../../plan/types.js';
import { ExitCode, InputError, type InputIssue } from '../../shared/errors.js';

export function siteValidationError(plan: Plan, what = 'nothing was written'): InputError | undefined {
  const failing = plan.sites.filter(siteHasErrors);
  if (failing.length === 0) return undefined;
  const issues: InputIssue[] = failing.flatMap((s) =>
    s.validation.errors.map((i) => ({
      code: i.code,
      severity: i.severity,
      message: i.message,
      ...(i.path !== undefined && { file: joinSource(s.sourceDir, i.path) }),
      ...(i.line !== undefined && { line: i.line }),
      ...(i.column !== undefined && { column: i.column }),
    })),
  );
  return new InputError(
    'SITE_VALIDATION_FAILED',
    `the platform's validation found ${issues.length === 1 ? '1 error' : `${issues.length} errors`}; ${what}`,
    issues,
    { exitCode: ExitCode.validation, hint: 'fix what the issues name, commit, and run again' },
  );
}

/** `site` + `pages/a.json` → `site/pages/a.json` (paths in errors are relative to the repository). */
function joinSource(sourceDir: string, path: string): string {
  return sourceDir === '.' || sourceDir === '' ? path : `${sourceDir}/${path}`;
}
