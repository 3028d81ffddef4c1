/**
 * The action's only way to the Actions log. Every message may carry text from the platform, a
 * file or GitHub, so every one goes through inertLog: control characters are shown escaped and no
 * line it contributes can start a workflow command (`::set-output`, `::error`, `##[group]` …).
 * Annotations keep their properties (file, line) as @actions/core escapes them.
 */
import * as core from '@actions/core';
import { inertLog } from '../render/inert-text.js';

export const log = {
  info: (message: string) => core.info(inertLog(message)),
  notice: (message: string, properties?: core.AnnotationProperties) =>
    core.notice(inertLog(message), properties),
  warning: (message: string, properties?: core.AnnotationProperties) =>
    core.warning(inertLog(message), properties),
  error: (message: string, properties?: core.AnnotationProperties) =>
    core.error(inertLog(message), properties),
  setFailed: (message: string) => core.setFailed(inertLog(message)),
};
