/**
 * DESIGN.md §6 check: which text, char and json columns of any table hold a test card number (plain, spaced
 * in fours, or form-encoded) or one of the given CVVs (the scan's SQL: card-data-scan-repo.ts). Used by the API tests
 * and, outside production, by GET /api/dev/cardDataScan that the journeys call once they have run.
 */
import { TEST_CARDS } from '../../integrations/card-processor';

/** A card number spaced in fours, as it is typed and printed. */
export const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Every written form of the sandbox's test card numbers. */
export const TEST_CARD_FORMS: readonly string[] = Object.values(TEST_CARDS).flatMap((n) => [
  n,
  spaced(n),
  `${n.slice(0, 4)}+${n.slice(4, 8)}`,
]);

/**
 * A CVV as a token of its own: not part of a longer number, word, decimal or uuid ('…-7391-…' is a uuid's
 * group, '12.7391' a number), but found quoted, after '=' or ':', or between spaces.
 */
export const cvvPattern = (cvv: string) => `(^|[^0-9A-Za-z.-])${cvv}([^0-9A-Za-z.-]|$)`;

export interface CardDataScan {
  columnsScanned: number;
  /** 'table.column' of every column holding card data */
  found: string[];
}
