/** What applying a catalog plan did, entity by entity. */
import type { CatalogAction, CatalogChange } from '../../plan/catalog/index.js';
import type { CatalogKind } from '../../catalog/types.js';
import type { LedgerWrite } from '../../ledger/index.js';
import type { ReplayOrigin } from '../../platform/request-log.js';

export type CatalogOutcome =
  | {
      readonly status: 'done';
      readonly kind: CatalogKind;
      readonly key: string;
      readonly action: CatalogAction;
      readonly id: string;
      /**
       * Answered as a replay (`Idempotent-Replayed: true`): of an earlier run's write (`earlier`:
       * this run changed nothing) or after an attempt of this run lost its answer (`lost-answer`:
       * this run's write or an earlier run's, the platform does not say which), as `replayOrigin`
       * decides from its attempts (docs/platform-contract.md §12).
       * Absent when no answer was a replay, or its attempts were not seen.
       */
      readonly replayed?: ReplayOrigin;
    }
  | {
      /** A service that already existed (409 DUPLICATE_SERVICE_CODE): its id joined the ledger. */
      readonly status: 'adopted';
      readonly kind: 'service';
      readonly key: string;
      readonly action: 'create';
      readonly id: string;
    }
  | {
      readonly status: 'failed';
      readonly kind: CatalogKind;
      readonly key: string;
      readonly action: CatalogAction;
      readonly error: string;
    }
  | {
      /**
       * Created without its answer: an attempt got a 2xx (the platform ran it, the request log
       * shows it), then the answer was cut off and no retry brought it again, so its id is not
       * known and what refers to it is blocked. A rerun of the same commit replays it, id and all.
       * (An update or archive in that case is `done`: its id is known.)
       */
      readonly status: 'unread';
      readonly kind: CatalogKind;
      readonly key: string;
      readonly action: 'create';
      readonly error: string;
      /** As `done`'s. */
      readonly replayed?: ReplayOrigin;
    }
  | {
      /**
       * Not known whether it was written: no attempt got a 2xx, and one that may have run it got no
       * answer or a 5xx (the write tally's "unknown", src/apply/write-tally.ts; a 4xx after such an
       * attempt refused only that retry). The platform may have run it; what refers to it is
       * blocked, and a rerun of the same commit converges (a replay, or a create that finds the
       * slug live).
       */
      readonly status: 'unknown';
      readonly kind: CatalogKind;
      readonly key: string;
      readonly action: CatalogAction;
      /** The error the write ended with (its last attempt's). */
      readonly error: string;
      /**
       * How the attempts that may have run it went, as the request log shows them: `noAnswer` when
       * one got no answer, `statuses` the 5xx statuses the others got. Absent when the client did
       * not see its attempts (a client made on a transport of the caller's).
       */
      readonly attempts?: { readonly noAnswer: boolean; readonly statuses: readonly number[] };
    }
  | {
      /** Not attempted: something it depends on failed, was blocked or may not have been written. */
      readonly status: 'blocked';
      readonly kind: CatalogKind;
      readonly key: string;
      readonly action: CatalogAction;
      readonly blockedBy: string;
    };

export interface CatalogApplyCounts {
  readonly done: number;
  readonly adopted: number;
  readonly failed: number;
  readonly blocked: number;
  /** Creates the platform ran whose answer was cut off (`unread`); present only when there are any. */
  readonly unread?: number;
  /** Writes whose outcome is not known (`unknown`: they may have been written); present only when there are any. */
  readonly unknown?: number;
  /**
   * Of `done` and `unread`: written by an earlier run (answered as its replay; this run changed
   * nothing). Present only when there are any.
   */
  readonly replayed?: number;
  /**
   * Of `done` and `unread`, not in `replayed`: an attempt's answer lost and a retry answered as a
   * replay (this run's write or an earlier run's). Present only when there are any.
   */
  readonly replayedAfterLostAnswer?: number;
}

/** The service ledger's write of an apply. */
export interface CatalogLedgerWrite extends LedgerWrite {
  /**
   * Its write answered as a replay: of an earlier run's (`earlier`: this run changed nothing) or
   * after an attempt of this run lost its answer (`lost-answer`), as `replayOrigin` decides from its
   * attempts (docs/platform-contract.md §12). Absent when no answer was a replay, or no request was
   * made (`unchanged`).
   */
  readonly replayed?: ReplayOrigin;
}

export interface CatalogApplyResult {
  /** In stage order. */
  readonly outcomes: readonly CatalogOutcome[];
  readonly counts: CatalogApplyCounts;
  /** Absent when no service was created or adopted (the ledger was not touched). */
  readonly ledger?: CatalogLedgerWrite | { readonly action: 'failed'; readonly error: string };
  /** Something failed, was blocked, may not have been written or was created without its id: the CLI exits with the partial-failure code. */
  readonly partial: boolean;
}

export type { CatalogChange };
