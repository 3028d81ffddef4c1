/**
 * startEmulator for tests: the real emulator, with the shape of SITESYNC_TEST_SHAPE (unless the
 * test gives one) and every answer checked against the platform's OpenAPI description
 * (test/helpers/platform-contract.ts). A drift fails the test it happened in
 * (test/setup/contract-violations.ts).
 */
import {
  startEmulator as startRealEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '../../src/emulator/index.js';
import { recordViolations, testShape } from './platform-contract.js';

export function contractOptions(options: EmulatorOptions = {}): EmulatorOptions {
  const shape = options.shape ?? testShape();
  const observe = options.onResponse;
  return {
    ...options,
    shape,
    onResponse: (response) => {
      recordViolations(shape, response);
      observe?.(response);
    },
  };
}

export function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startRealEmulator(contractOptions(options));
}

export type { EmulatorOptions, RunningEmulator } from '../../src/emulator/index.js';
