/**
 * Fails a test when an emulator it talked to answered outside the platform's OpenAPI description
 * (the answers are checked as they are sent; see test/helpers/platform-contract.ts).
 */
import { afterEach } from 'vitest';
import { drainViolations } from '../helpers/platform-contract.js';

afterEach(() => {
  const violations = drainViolations();
  if (violations.length > 0) {
    throw new Error(
      `the emulator answered outside schemas/platform/openapi.yaml:\n  ${violations.join('\n  ')}`,
    );
  }
});
