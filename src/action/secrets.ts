/**
 * The action's secrets (the API key, the GitHub token), masked first thing: the runner is told
 * (`::add-mask::`, which scrubs the log) and this run's redactor learns them. The runner never sees
 * what the action sends to GitHub's API (a comment, a deployment status) or hands on as an output
 * the workflow may post, and it scrubs the job summary only for the exact text, which markdown
 * escaping changes (`sk\_live\_…`): everything of those is redacted here, in every form the
 * redactor knows (src/shared/redact.ts).
 */
import * as core from '@actions/core';
import { createRedactor, redactValue, SHORT_SECRET, type Redactor } from '../shared/redact.js';

const redactor: Redactor = createRedactor();

/** Masks a secret for the rest of the run: in the log (the runner) and in what the action writes. */
export function maskSecret(value: string | undefined): void {
  if (!value) return;
  // The runner masks every occurrence, inside words too: a short secret (a base URL's password
  // `prod`) would turn `products` into `***ucts` all over the log. The action's own redactor
  // masks a short one as a whole word (src/shared/redact.ts SHORT_SECRET).
  const trimmed = value.trim();
  for (const form of new Set([value, trimmed])) if (form.length >= SHORT_SECRET) core.setSecret(form);
  redactor.add(value);
}

/** Text the action writes anywhere, with every secret it knows redacted. */
export function withoutSecrets(text: string): string {
  return redactor(text);
}

/**
 * The parameters of a request to GitHub that people read (a comment's body, a pull request's
 * title, a deployment's description and links), redacted in place. File contents and git objects
 * (`mode: pull`'s blobs) are left as they are: they are the site's bytes.
 */
const READ_BY_PEOPLE = ['body', 'title', 'description', 'environment_url', 'log_url', 'message', 'payload'];

export function scrubGitHubRequest(parameters: Record<string, unknown>): void {
  for (const name of READ_BY_PEOPLE) {
    if (name in parameters) parameters[name] = redactValue(parameters[name], redactor);
  }
}
