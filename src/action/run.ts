import * as core from '@actions/core';
import { describeError } from '../shared/errors.js';

/** The action's run(): the one try/catch that ends in setFailed. */
export async function run(): Promise<void> {
  try {
    const apiKey = core.getInput('api-key');
    if (apiKey) core.setSecret(apiKey);
    core.info('sitesync action: not implemented yet in this build');
    core.setFailed('the sitesync GitHub Action is not implemented yet (see issue: The GitHub Action)');
  } catch (err) {
    core.setFailed(describeError(err));
  }
}
