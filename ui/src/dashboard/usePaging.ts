// A list's page and page size (the Orders, Quotes and Shipments tabs): what to ask the server for,
// the way back from past the end, and the props of the Pager with its size choice.
import { useState } from 'react';

export const PAGE_SIZES = [25, 50, 100];

export function usePaging() {
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0]);
  return {
    page,
    setPage,
    limit,
    offset: page * limit,
    /** For useTabData's onLoad: a page past the end (its last rows removed or filtered away) goes
     * back to the last page and answers false (do not show the empty one). */
    pastTheEnd(shown: number, total: number): false | undefined {
      if (shown > 0 || page === 0 || total === 0) return undefined;
      setPage(Math.max(0, Math.ceil(total / limit) - 1));
      return false;
    },
    pager(total: number, shown: number) {
      return {
        page,
        pageSize: limit,
        total,
        shown,
        onPage: setPage,
        sizes: PAGE_SIZES,
        onPageSize: (size: number) => {
          setLimit(size);
          setPage(0);
        },
      };
    },
  };
}
