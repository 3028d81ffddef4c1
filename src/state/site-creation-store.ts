/**
 * The creation token of each site this checkout is creating: `.sitesync/creations.json`.
 *
 * The request that creates a site (`init`, or `apply` of a site without `site.id`) carries an
 * Idempotency-Key derived, as every write's, from the revision and the body. Two checkouts of one
 * commit, two configs beside each other (`sitesync.yml` and `staging.yml`), a folder copied with
 * no commit, or a `site.id` removed before sitesync.yml was committed send the same revision and
 * body: the second creation was answered as a replay of the first and bound the first one's site
 * as its own, and its applies and publish requests then went to that site.
 *
 * A random token, made here before the first attempt and kept until the site's id is in the
 * config, is mixed into that key (`PlatformRequest.keyScope`): a rerun in this checkout after a
 * lost answer or a crash sends the same key and is answered with the site it created; anywhere
 * else, or once the id was written (and removed again to bind a new site), a new site is created.
 *
 * Not an accelerator: the token is saved before the request, and a failed save stops the creation.
 */
import { randomBytes } from 'node:crypto';
import { relative } from 'node:path';
import { isRecord, stateFile } from './state-file.js';

interface CreationsFile {
  readonly version: 1;
  /** `<config file>\n<site source>`, both relative to the config's folder → token (32 hex). */
  readonly tokens: Readonly<Record<string, string>>;
}

const TOKEN = /^[0-9a-f]{32}$/;

const creationsFile = (rootDir: string) =>
  stateFile<CreationsFile>(rootDir, 'creations.json', {
    pretty: true,
    decode: (raw) =>
      isRecord(raw) && raw.version === 1 && isRecord(raw.tokens)
        ? {
            version: 1,
            tokens: Object.fromEntries(
              Object.entries(raw.tokens).filter(
                (entry): entry is [string, string] => typeof entry[1] === 'string' && TOKEN.test(entry[1]),
              ),
            ),
          }
        : undefined,
  });

const posix = (p: string) => p.split('\\').join('/') || '.';

/** Which site of which config: the config file and the site's source, relative to the config's folder. */
function entryOf(rootDir: string, configFile: string, source: string): string {
  return `${posix(relative(rootDir, configFile))}\n${posix(relative(rootDir, source))}`;
}

/**
 * The token of the site at `source` of `configFile` (the config's folder is `rootDir`): the one
 * kept from an earlier attempt in this checkout, or a new one, saved before it is returned.
 */
export async function siteCreationToken(
  rootDir: string,
  configFile: string,
  source: string,
): Promise<string> {
  const file = creationsFile(rootDir);
  const kept = (await file.load()) ?? { version: 1, tokens: {} };
  const entry = entryOf(rootDir, configFile, source);
  const known = kept.tokens[entry];
  if (known !== undefined) return known;
  const token = randomBytes(16).toString('hex');
  await file.save({ version: 1, tokens: { ...kept.tokens, [entry]: token } });
  return token;
}

/** The site is bound (its id is in the config): its token is done with; a new creation makes a new one. */
export async function forgetSiteCreation(rootDir: string, configFile: string, source: string): Promise<void> {
  const file = creationsFile(rootDir);
  const kept = await file.load();
  const entry = entryOf(rootDir, configFile, source);
  if (kept?.tokens[entry] === undefined) return;
  const { [entry]: _done, ...rest } = kept.tokens;
  await file.save({ version: 1, tokens: rest });
}
