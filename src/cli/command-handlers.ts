/** What each command of the CLI runs: the command tree (program.ts) calls these with the parsed options. */
import type { CommandIO, CommandResult, GlobalOptions } from './command.js';
import { applyCommand, type ApplyOptions } from './commands/apply.js';
import { demoCommand } from './commands/demo.js';
import { devCommand, type DevOptions } from './commands/dev.js';
import { emulatorCommand, type EmulatorCliOptions } from './commands/emulator.js';
import { importCommand, type ImportOptions } from './commands/import.js';
import { initCommand, type InitOptions } from './commands/init.js';
import { ledgerForgetCommand, ledgerRepairCommand, ledgerShowCommand } from './commands/ledger.js';
import { loginCommand, type LoginOptions } from './commands/login.js';
import { planCommand, type PlanOptions } from './commands/plan.js';
import { publishCommand, type PublishOptions } from './commands/publish.js';
import { pullCommand, type PullOptions } from './commands/pull.js';
import { validateCommand, type ValidateOptions } from './commands/validate.js';
import { whoamiCommand } from './commands/whoami.js';

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

export const COMMAND_HANDLERS: CommandHandlers = {
  plan: planCommand,
  apply: applyCommand,
  publish: publishCommand,
  pull: pullCommand,
  validate: validateCommand,
  init: initCommand,
  import: importCommand,
  'ledger show': ledgerShowCommand,
  'ledger repair': ledgerRepairCommand,
  'ledger forget': ledgerForgetCommand,
  login: (opts, io) => loginCommand(opts, io),
  whoami: whoamiCommand,
  emulator: emulatorCommand,
  demo: demoCommand,
  dev: devCommand,
};
