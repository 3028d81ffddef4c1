import { relative } from 'node:path';
import { applySite } from '../../apply/site-apply.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { recordApplied } from '../../sync/record-applied.js';
import { ignoreLocalState } from '../../state/staged-sessions-store.js';
import { planSite } from '../../sync/plan-site.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { describeApplied } from './apply.js';
import { prepareFromCli } from './shared.js';

export interface InitOptions extends GlobalOptions {
  readonly name?: string;
}

/** Binds the repository to a new site: a source-first session from the tree, then site.id in sitesync.yml. */
export async function initCommand(opts: InitOptions, io: CommandIO): Promise<CommandResult> {
  const prepared = await prepareFromCli(opts, io);
  const { config, client } = prepared;
  const unbound = config.sites
    .map((s, i) => ({ site: s, tree: prepared.trees[i]! }))
    .filter((x) => !x.site.id);
  if (unbound.length === 0) {
    throw new SitesyncError(
      'ALREADY_BOUND',
      `every site in ${relative(io.cwd, config.configFile) || config.configFile} already has a site.id (${config.sites.map((s) => s.id).join(', ')})`,
      {
        exitCode: ExitCode.usage,
        hint: 'use `sitesync plan` / `sitesync apply`; remove site.id to bind to a new site',
      },
    );
  }
  const reporter = io.output.reporter();
  const text: string[] = [];
  const created = [];
  for (const { site, tree } of unbound) {
    const planned = await planSite({ client: client!, site, rootDir: config.rootDir, reporter, tree });
    const result = await applySite({
      client: client!,
      plan: planned.plan,
      tree,
      sessionName: opts.name ?? `sitesync init ${prepared.revision.keyRevision.slice(0, 7)}`,
      reporter,
    });
    const notes = await recordApplied(prepared, config.sites.indexOf(site), result, io.cwd);
    created.push(result);
    text.push(describeApplied(result), ...notes);
  }
  if (await ignoreLocalState(config.rootDir))
    text.push('added .sitesync/ (local state and caches) to .gitignore');
  text.push('', 'Next: commit sitesync.yml, then `sitesync publish` to ask for the first publication.');
  return { exitCode: ExitCode.ok, json: { created }, text: text.join('\n') };
}
