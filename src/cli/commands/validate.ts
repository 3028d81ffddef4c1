import { resolve } from 'node:path';
import { ExitCode, SitesyncError, formatIssue, type InputIssue } from '../../shared/errors.js';
import { siteHasErrors } from '../../plan/types.js';
import { formatIssueLine } from '../../render/text.js';
import { planRun } from '../../sync/plan-run.js';
import {
  offlineValidationError,
  validateOffline,
  type OfflineValidation,
} from '../../sync/validate-offline.js';
import { credentialFlags, resolveCredentials } from '../credentials.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { prepareFromCli } from './shared.js';
import { siteValidationError } from './validation-error.js';

export interface ValidateOptions extends GlobalOptions {
  readonly offline?: boolean;
}

/**
 * Every check that needs no platform first (src/sync/validate-offline.ts). Then, unless
 * `--offline` or no credential is found (flags, environment, or the key stored by `sitesync
 * login`), the platform's own validation of the changed site trees.
 */
export async function validateCommand(opts: ValidateOptions, io: CommandIO): Promise<CommandResult> {
  const reporter = io.output.reporter();
  const offline = await validateOffline({
    cwd: resolve(io.cwd, opts.cwd ?? '.'),
    ...(opts.config && { configPath: resolve(io.cwd, opts.config) }),
    reporter,
  });
  const lines = offlineLines(offline);
  const offlineJson = {
    sites: offline.sites,
    ...(offline.catalog && { catalog: offline.catalog }),
    issues: offline.issues,
  };
  const localError = offlineValidationError(offline);
  const credentialsFound = opts.offline ? false : await hasCredentials(opts, io.env);
  if (localError || !credentialsFound) {
    lines.push(
      localError
        ? `validation failed: ${localError.message}${credentialsFound ? ' (the platform’s validation was not asked: fix these first)' : ''}`
        : opts.offline
          ? 'valid (offline: the platform was not asked)'
          : 'valid offline (no credential found: set SITESYNC_API_KEY or run `sitesync login` to add the platform’s validation)',
    );
    return {
      exitCode: localError ? ExitCode.validation : ExitCode.ok,
      json: { online: false, ...offlineJson },
      text: lines.join('\n'),
      ...(localError && { error: localError }),
    };
  }
  const prepared = await prepareFromCli(opts, io, true);
  const { plan } = await planRun(prepared, { reporter });
  for (const site of plan.sites) {
    lines.push(
      `platform: ${site.sourceDir}/ ${site.validation.checked ? 'validated' : `not validated (${site.validation.note ?? 'no changes'})`}`,
    );
    for (const i of [...site.validation.errors, ...site.validation.warnings])
      lines.push(`  ${formatIssueLine(i)}`);
  }
  const failed = plan.sites.some(siteHasErrors);
  lines.push(failed ? 'validation failed (the platform’s validation)' : 'valid');
  const error = siteValidationError(plan, 'apply would write nothing');
  return {
    exitCode: failed ? ExitCode.validation : ExitCode.ok,
    json: {
      online: true,
      ...offlineJson,
      platform: plan.sites.map((s) => ({
        siteId: s.siteId,
        sourceDir: s.sourceDir,
        validation: s.validation,
      })),
    },
    text: lines.join('\n'),
    ...(error && { error }),
  };
}

/** A credential from --api-key, SITESYNC_API_KEY or the stored login; a bad base URL is still an error. */
async function hasCredentials(opts: GlobalOptions, env: NodeJS.ProcessEnv): Promise<boolean> {
  try {
    await resolveCredentials(credentialFlags(opts), env);
    return true;
  } catch (err) {
    if (err instanceof SitesyncError && err.code === 'NO_API_KEY') return false;
    throw err;
  }
}

function offlineLines(result: OfflineValidation): string[] {
  const lines: string[] = [];
  const count = (file: string | undefined, severity: InputIssue['severity']) =>
    result.issues.filter(
      (i) =>
        i.severity === severity &&
        i.file !== undefined &&
        file !== undefined &&
        (i.file === file || i.file.startsWith(`${file}/`)),
    ).length;
  for (const site of result.sites) {
    const errors = count(site.source, 'error');
    const warnings = count(site.source, 'warning');
    lines.push(
      site.readable
        ? `${errors > 0 ? 'FAIL' : 'ok  '} ${site.source}/: ${site.files} files, paths and layout checked` +
            (errors + warnings > 0 ? ` (${errors} error(s), ${warnings} warning(s))` : '')
        : errors > 0
          ? `FAIL ${site.source}/: not read (${errors} error(s)); its layout is checked once they are fixed`
          : `FAIL ${site.source}/: not read (see the error below); its layout is checked once it is fixed`,
    );
  }
  if (result.catalog) {
    const errors = count(result.catalog.path, 'error');
    const c = result.catalog.counts;
    lines.push(
      `${errors > 0 ? 'FAIL' : 'ok  '} ${result.catalog.path}: ` +
        (c
          ? `${c.brands} brands, ${c.categories} categories, ${c.products} products, ${c.services} services; YAML, schema, references, cycles and decimals checked`
          : `${errors} error(s)`),
    );
  }
  for (const issue of result.issues) lines.push(`  ${formatIssue(issue)}`);
  return lines;
}
