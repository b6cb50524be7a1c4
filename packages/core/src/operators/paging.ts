/**
 * Keyset pages of the operator API's long lists (a ledger, orders, danmaku, member search),
 * newest first: `?cursor=<nextCursor>` continues strictly after the page's last row, so rows
 * written meanwhile never shift a page. `nextCursor` is null on the last page.
 */
export interface OperatorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface OperatorPageQuery {
  cursor?: string;
  /** 1 to OPERATOR_PAGE_MAX rows; OPERATOR_PAGE_DEFAULT when left out. */
  limit?: string;
}

export const OPERATOR_PAGE_DEFAULT = 50;
export const OPERATOR_PAGE_MAX = 500;
