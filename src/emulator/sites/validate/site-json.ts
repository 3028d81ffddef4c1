import type { IssueList } from './issues.js';
import type { JsonFile } from './json-file.js';
import { SITE_JSON } from './layout.js';

export interface SiteSettings {
  /** Undefined when site.json is missing or its languages are unusable (locale checks are skipped). */
  readonly supportedLanguages: ReadonlySet<string> | undefined;
  readonly defaultLanguage: string | undefined;
}

/** Checks site.json: `{name, default_language, supported_languages}`; default_language must be supported. */
export function checkSiteJson(file: JsonFile | undefined, present: boolean, issues: IssueList): SiteSettings {
  const none: SiteSettings = { supportedLanguages: undefined, defaultLanguage: undefined };
  if (!present) {
    issues.add({ code: 'missing_site_json', message: 'the source tree has no site.json', path: SITE_JSON });
    return none;
  }
  const root = file?.rootObject('site.json');
  if (!file || !root) return none;
  file.field([], root, 'name', 'non-empty string', true);
  const defaultLanguage = file.field<string>([], root, 'default_language', 'non-empty string', true);
  const supported = file.field<string[]>([], root, 'supported_languages', 'string array', true);
  if (supported && supported.length === 0) {
    file.report('invalid_field', 'field "supported_languages" must list at least one language', [
      'supported_languages',
    ]);
  }
  const languages = supported && supported.length > 0 ? new Set(supported) : undefined;
  if (languages && defaultLanguage !== undefined && !languages.has(defaultLanguage)) {
    file.report(
      'unsupported_default_language',
      `default_language "${defaultLanguage}" is not in supported_languages (${[...languages].join(', ')})`,
      ['default_language'],
    );
  }
  return { supportedLanguages: languages, defaultLanguage };
}
