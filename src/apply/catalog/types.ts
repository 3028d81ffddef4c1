/** What applying a catalog plan did, entity by entity. */
import type { CatalogAction, CatalogChange } from '../../plan/catalog/index.js';
import type { CatalogKind } from '../../catalog/types.js';
import type { LedgerWrite } from '../../ledger/index.js';

export type CatalogOutcome =
  | {
      readonly status: 'done';
      readonly kind: CatalogKind;
      readonly key: string;
      readonly action: CatalogAction;
      readonly id: string;
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
    }
  | {
      /** Not attempted: something it depends on failed or was blocked. */
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
}

export interface CatalogApplyResult {
  /** In stage order. */
  readonly outcomes: readonly CatalogOutcome[];
  readonly counts: CatalogApplyCounts;
  /** Absent when no service was created or adopted (the ledger was not touched). */
  readonly ledger?: LedgerWrite | { readonly action: 'failed'; readonly error: string };
  /** Something failed, was blocked or created without its id: the CLI exits with the partial-failure code. */
  readonly partial: boolean;
}

export type { CatalogChange };
