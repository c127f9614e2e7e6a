import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary around a part of a server-rendered page: React hydrates the page's shell in one
 * go, but each boundary on its own and in slices, yielding to the browser between them, so a long
 * page becomes interactive without one long task on a slow phone. Nothing here ever suspends.
 */
export const HydrateApart = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;
