import { describe, expect, it } from 'vitest';
import { allowLiveReload } from '../../../src/dev/csp.js';

const EVENTS = 'http://127.0.0.1:4020/__sitesync/events';

describe('allowLiveReload', () => {
  it("replaces a lone 'none' of script-src by the nonce and keeps every other directive", () => {
    expect(allowLiveReload("script-src 'none'; object-src 'none'; base-uri 'none'", 'abc', EVENTS)).toBe(
      "script-src 'nonce-abc'; object-src 'none'; base-uri 'none'",
    );
  });

  it('adds the nonce to the sources a page already allows', () => {
    expect(allowLiveReload("script-src 'self' https://cdn.example", 'n1', EVENTS)).toBe(
      "script-src 'self' https://cdn.example 'nonce-n1'",
    );
  });

  it('prefers script-src-elem, which governs script elements', () => {
    expect(allowLiveReload("script-src 'none'; script-src-elem 'self'", 'n', EVENTS)).toBe(
      "script-src 'none'; script-src-elem 'self' 'nonce-n'",
    );
  });

  it("under default-src only, adds script-src and connect-src with default-src's sources, default-src untouched", () => {
    expect(allowLiveReload("default-src 'self'", 'n', EVENTS)).toBe(
      `default-src 'self'; script-src 'self' 'nonce-n'; connect-src 'self' ${EVENTS}`,
    );
  });

  it("leaves a list that allows inline scripts alone (a nonce would switch 'unsafe-inline' off)", () => {
    expect(allowLiveReload("script-src 'self' 'unsafe-inline'", 'n', EVENTS)).toBe(
      "script-src 'self' 'unsafe-inline'",
    );
    expect(allowLiveReload("script-src 'unsafe-inline' 'sha256-abc='", 'n', EVENTS)).toBe(
      "script-src 'unsafe-inline' 'sha256-abc=' 'nonce-n'",
    );
  });

  it('allows the event stream by its exact URL where connections are restricted', () => {
    expect(allowLiveReload("connect-src 'none'", 'n', EVENTS)).toBe(`connect-src ${EVENTS}`);
  });

  it('treats each of several policies', () => {
    expect(allowLiveReload("script-src 'none', img-src 'self'", 'n', EVENTS)).toBe(
      "script-src 'nonce-n', img-src 'self'",
    );
  });
});
