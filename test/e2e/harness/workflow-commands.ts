/**
 * Parsers for what an action hands back to the Actions runner: file commands (GITHUB_OUTPUT,
 * GITHUB_STATE, GITHUB_ENV: `name=value` lines or `name<<DELIM` heredocs) and workflow commands
 * printed to stdout (`::error file=a.txt,line=3::message`, `::add-mask::value`). Pure.
 */

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  /** Properties as written (file, line, col, endLine, endColumn, title), unescaped. */
  properties: Record<string, string>;
}

export interface WorkflowCommands {
  annotations: Annotation[];
  masked: string[];
  debug: string[];
}

/**
 * Parses a file-command file. Throws on a heredoc without its closing delimiter, as the runner
 * fails the step then.
 */
export function parseFileCommands(text: string, fileName = 'file command'): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (line === '') continue;
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    const equals = line.indexOf('=');
    if (heredoc && (equals === -1 || equals > line.indexOf('<<'))) {
      const [, name = '', delimiter = ''] = heredoc;
      const body: string[] = [];
      let closed = false;
      for (i += 1; i < lines.length; i += 1) {
        if (lines[i] === delimiter) {
          closed = true;
          break;
        }
        body.push(lines[i] as string);
      }
      if (!closed) throw new Error(`${fileName}: heredoc "${name}" has no closing delimiter "${delimiter}"`);
      values[name] = body.join('\n');
    } else if (equals > 0) {
      values[line.slice(0, equals)] = line.slice(equals + 1);
    } else {
      throw new Error(`${fileName}:${i + 1}: invalid line ${JSON.stringify(line)}`);
    }
  }
  return values;
}

function unescapeData(value: string): string {
  return value.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%');
}

function unescapeProperty(value: string): string {
  return value
    .replace(/%0D/gi, '\r')
    .replace(/%0A/gi, '\n')
    .replace(/%3A/gi, ':')
    .replace(/%2C/gi, ',')
    .replace(/%25/g, '%');
}

/** Parses the `::command props::message` lines of an action's output. */
export function parseWorkflowCommands(output: string): WorkflowCommands {
  const found: WorkflowCommands = { annotations: [], masked: [], debug: [] };
  for (const line of output.split(/\r?\n/)) {
    const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line.trimStart());
    if (!match) continue;
    const [, command = '', rawProperties = '', data = ''] = match;
    if (command === 'add-mask') {
      found.masked.push(unescapeData(data));
    } else if (command === 'debug') {
      found.debug.push(unescapeData(data));
    } else if (command === 'error' || command === 'warning' || command === 'notice') {
      const properties: Record<string, string> = {};
      for (const pair of rawProperties.split(',')) {
        const at = pair.indexOf('=');
        if (at > 0) properties[pair.slice(0, at).trim()] = unescapeProperty(pair.slice(at + 1));
      }
      found.annotations.push({ level: command, message: unescapeData(data), properties });
    }
  }
  return found;
}
