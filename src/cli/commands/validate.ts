import { ExitCode } from '../../shared/errors.js';
import { siteHasErrors } from '../../plan/types.js';
import { formatIssueLine } from '../../render/text.js';
import { planRun } from '../../sync/plan-run.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { prepareFromCli } from './shared.js';

export interface ValidateOptions extends GlobalOptions {
  readonly offline?: boolean;
}

/**
 * Offline: sitesync.yml, the catalog and every site tree are read with all their rules (paths,
 * sizes, symlinks, YAML positions); any problem fails with its location. Online (credentials
 * present and not --offline): also the platform's validation of the changed tree.
 */
export async function validateCommand(opts: ValidateOptions, io: CommandIO): Promise<CommandResult> {
  const online = !opts.offline && Boolean(opts.apiKey ?? io.env.SITESYNC_API_KEY);
  const prepared = await prepareFromCli(opts, io, online);
  const lines = prepared.config.sites.map(
    (s, i) => `ok  ${s.source}: ${prepared.trees[i]!.files.length} files read, paths safe`,
  );
  if (!online) {
    lines.push('(offline: the platform validation of pages, content and navigation runs with credentials)');
    return {
      exitCode: ExitCode.ok,
      json: { online: false, sites: prepared.trees.map((t) => ({ root: t.root, files: t.files.length })) },
      text: lines.join('\n'),
    };
  }
  const { plan } = await planRun(prepared, { reporter: io.output.reporter() });
  for (const site of plan.sites) {
    for (const i of [...site.validation.errors, ...site.validation.warnings])
      lines.push(`  ${formatIssueLine(i)}`);
  }
  const failed = plan.sites.some(siteHasErrors);
  lines.push(failed ? 'validation failed' : 'valid');
  return {
    exitCode: failed ? ExitCode.validation : ExitCode.ok,
    json: { online: true, sites: plan.sites.map((s) => ({ siteId: s.siteId, validation: s.validation })) },
    text: lines.join('\n'),
  };
}
