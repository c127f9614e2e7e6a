/**
 * The boundary between the routes and whatever answers a search (issue 42, decision 0027). The
 * listing and the predictive dropdown ask an engine for product ids in relevance order and a total;
 * the cards are then read from PostgreSQL by id, as every listing's are. Today's engine is the
 * catalogue's own PostgreSQL (catalog.service.ts: RUM's order where its index exists, else a bounded
 * ranking); a second one (OpenSearch fed by the outbox, for example) implements this interface and
 * is set with `useSearchEngine` when the app is built, without a route changing.
 */
import type { ProductListQuery } from '@souk/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';

/** A listing with search words: its filters, sort and page as the API read them; a shop's page adds `seller`. */
export type SearchAsk = ProductListQuery & { query: string; seller?: string };

/** One page of a search: its products' ids, best first, and how many match. */
export interface SearchPage {
  ids: string[];
  /** Exact up to the bound (the pager's), and the bound past it. */
  total: number;
  totalIsCapped: boolean;
  /** Past the bound: about how many products match, for "about 67,000 results". */
  totalEstimate?: number;
}

export interface SearchEngine {
  /** Said in the logs and the bench: "postgres-rum", "postgres-bounded", "opensearch"... */
  readonly name: string;
  search(ask: SearchAsk): Promise<SearchPage>;
  /** The predictive dropdown's products for typed text: at most `limit` ids, best first. */
  suggest(text: string, limit: number): Promise<string[]>;
}

const engines = new WeakMap<Db, SearchEngine>();

/** Answers this database's searches with `engine` from now on (the app's setup chooses it). */
export function useSearchEngine(db: Db, engine: SearchEngine) {
  engines.set(db, engine);
}

/** This database's search engine, or `fallback`'s (the catalogue's PostgreSQL) when none was set. */
export function searchEngineOf(db: Db, fallback: (db: Db) => SearchEngine): SearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = fallback(db);
    engines.set(db, engine);
  }
  return engine;
}
