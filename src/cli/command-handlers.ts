/** What each command of the CLI runs: the command tree (program.ts) calls these with the parsed options. */
import type { CommandIO, CommandResult, GlobalOptions } from './command.js';
import type { ApplyOptions } from './commands/apply.js';
import type { DevOptions } from './commands/dev.js';
import type { EmulatorCliOptions } from './commands/emulator.js';
import type { ImportOptions } from './commands/import.js';
import type { InitOptions } from './commands/init.js';
import type { LoginOptions } from './commands/login.js';
import type { PlanOptions } from './commands/plan.js';
import type { PublishOptions } from './commands/publish.js';
import type { PullOptions } from './commands/pull.js';
import type { ValidateOptions } from './commands/validate.js';

type Reported<O> = (opts: O, io: CommandIO) => Promise<CommandResult>;
/** Long-running commands that print as they go and return only their exit code. */
type Running<O> = (opts: O, io: CommandIO) => Promise<number>;

export interface CommandHandlers {
  readonly plan: Reported<PlanOptions>;
  readonly apply: Reported<ApplyOptions>;
  readonly publish: Reported<PublishOptions>;
  readonly pull: Reported<PullOptions>;
  readonly validate: Reported<ValidateOptions>;
  readonly init: Reported<InitOptions>;
  readonly import: Reported<ImportOptions>;
  readonly 'ledger show': Reported<GlobalOptions>;
  readonly 'ledger repair': Reported<GlobalOptions & { service?: string[] }>;
  readonly 'ledger forget': Reported<GlobalOptions & { service?: string[] }>;
  readonly login: Reported<LoginOptions>;
  readonly whoami: Reported<GlobalOptions>;
  readonly emulator: Running<EmulatorCliOptions>;
  readonly demo: Reported<{ keep?: boolean }>;
  readonly dev: Reported<DevOptions>;
}

/**
 * Each command's code is loaded when it runs (a chunk of its own in the bundle): `plan` does not
 * compile and evaluate the emulator, import, init, dev… (start-up is part of every command's time).
 */
export const COMMAND_HANDLERS: CommandHandlers = {
  plan: async (opts, io) => (await import('./commands/plan.js')).planCommand(opts, io),
  apply: async (opts, io) => (await import('./commands/apply.js')).applyCommand(opts, io),
  publish: async (opts, io) => (await import('./commands/publish.js')).publishCommand(opts, io),
  pull: async (opts, io) => (await import('./commands/pull.js')).pullCommand(opts, io),
  validate: async (opts, io) => (await import('./commands/validate.js')).validateCommand(opts, io),
  init: async (opts, io) => (await import('./commands/init.js')).initCommand(opts, io),
  import: async (opts, io) => (await import('./commands/import.js')).importCommand(opts, io),
  'ledger show': async (opts, io) => (await import('./commands/ledger.js')).ledgerShowCommand(opts, io),
  'ledger repair': async (opts, io) => (await import('./commands/ledger.js')).ledgerRepairCommand(opts, io),
  'ledger forget': async (opts, io) => (await import('./commands/ledger.js')).ledgerForgetCommand(opts, io),
  login: async (opts, io) => (await import('./commands/login.js')).loginCommand(opts, io),
  whoami: async (opts, io) => (await import('./commands/whoami.js')).whoamiCommand(opts, io),
  emulator: async (opts, io) => (await import('./commands/emulator.js')).emulatorCommand(opts, io),
  demo: async (opts, io) => (await import('./commands/demo.js')).demoCommand(opts, io),
  dev: async (opts, io) => (await import('./commands/dev.js')).devCommand(opts, io),
};
