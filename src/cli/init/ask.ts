/** Questions on a terminal (`sitesync init`): one line each, the default in brackets, Enter takes it. */
import { createInterface } from 'node:readline';
import { ExitCode, SitesyncError } from '../../shared/errors.js';

export interface Asker {
  /** The answer, trimmed; the default when the answer is empty. */
  ask(question: string, fallback: string): Promise<string>;
  /** y/n, the default when the answer is empty. */
  confirm(question: string, fallback: boolean): Promise<boolean>;
  close(): void;
}

/**
 * @param say writes a question (to stderr: stdout stays the command's result)
 *
 * Lines typed ahead (or pasted) are kept in order and answer the next questions.
 */
export function createAsker(
  input: NodeJS.ReadableStream,
  say: (text: string) => void,
  signal: AbortSignal,
): Asker {
  const rl = createInterface({ input, terminal: false });
  const typed: string[] = [];
  let waiting: ((line: string | undefined) => void) | undefined;
  let ended = false;
  rl.on('line', (line) => {
    if (waiting) {
      const answer = waiting;
      waiting = undefined;
      answer(line);
    } else typed.push(line);
  });
  const end = () => {
    ended = true;
    waiting?.(undefined);
    waiting = undefined;
  };
  rl.on('close', end);
  signal.addEventListener('abort', end, { once: true });

  const line = async (prompt: string): Promise<string> => {
    say(prompt);
    const next =
      typed.length > 0
        ? typed.shift()
        : ended
          ? undefined
          : await new Promise<string | undefined>((resolve) => (waiting = resolve));
    if (next === undefined) {
      throw new SitesyncError('INIT_NO_ANSWER', 'the input ended before an answer', {
        exitCode: signal.aborted ? ExitCode.interrupted : ExitCode.usage,
        hint: 'answer on the terminal, or pass the flags (`sitesync init --help`) and --yes',
      });
    }
    return next.trim();
  };
  return {
    async ask(question, fallback) {
      return (await line(`${question} [${fallback}]:`)) || fallback;
    },
    async confirm(question, fallback) {
      const answer = (await line(`${question} [${fallback ? 'Y/n' : 'y/N'}]:`)).toLowerCase();
      return answer === '' ? fallback : answer.startsWith('y');
    },
    close: () => {
      signal.removeEventListener('abort', end);
      rl.close();
    },
  };
}
