import type { DehydratedState } from '@tanstack/react-query';

/**
 * A rendered page's queries with their times set to `time`. The server writes 0, so the same data
 * always makes the same page, byte for byte (its ETag holds across renders); the browser stamps
 * them with the moment it hydrates: the data is as fresh as the page it came with.
 */
export const stampedAt = (state: DehydratedState, time: number): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({
    ...query,
    dehydratedAt: time,
    state: { ...query.state, dataUpdatedAt: time },
  })),
});
