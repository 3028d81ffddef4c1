/**
 * The action's only way to the Actions log. Every message may carry text from the platform, a
 * file or GitHub, so every one goes through inertLog: control characters are shown escaped and no
 * line it contributes can start a workflow command (`::set-output`, `::error`, `##[group]` …), and
 * no secret the run knows is in it (secrets.ts).
 * Annotations keep their properties (file, line) as @actions/core escapes them.
 */
import * as core from '@actions/core';
import { inertLog } from '../render/inert-text.js';
import { withoutSecrets } from './secrets.js';

/** Secrets out (the runner masks the log too, this is the action's own), then made inert. */
const shown = (message: string) => inertLog(withoutSecrets(message));

export const log = {
  info: (message: string) => core.info(shown(message)),
  notice: (message: string, properties?: core.AnnotationProperties) =>
    core.notice(shown(message), properties),
  warning: (message: string, properties?: core.AnnotationProperties) =>
    core.warning(shown(message), properties),
  error: (message: string, properties?: core.AnnotationProperties) => core.error(shown(message), properties),
  setFailed: (message: string) => core.setFailed(shown(message)),
};
