import { createContext, useContext } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ThemeMode } from '@atrium/contract';
import type { Language } from '../i18n/languages';

/**
 * What the server knew when it rendered the first screen (issue 34), written into the page as a
 * JSON data block (`#atrium-state`): the language and theme it rendered in, and the answers of the
 * queries that screen asked, so that the browser's first render is the server's, answer for answer.
 */
export type ServerRenderedState = {
  language: Language;
  theme: ThemeMode;
  /** The screen width the page was drawn for. */
  screenWidth: number;
  /** When it was rendered: relative times ("3 minutes ago") are counted from it until hydrated. */
  renderedAt: number;
  queries: ServerAnswer[];
};

/** A query the server answered: its key, its data, and when it was fetched. */
export type ServerAnswer = { key: QueryKey; data: unknown; updatedAt: number };

/** The answers of `client`'s successful queries, for the page (on the server). */
export const serverAnswers = (client: QueryClient): ServerAnswer[] =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));

/** Puts the server's answers in a new data cache (in the browser), as if it had fetched them. */
export function adoptServerAnswers(client: QueryClient, answers: readonly ServerAnswer[]): void {
  for (const { key, data, updatedAt } of answers) client.setQueryData(key, data, { updatedAt });
}

/** The id of the data block the server writes the state into. */
export const SERVER_STATE_ID = 'atrium-state';

let pageState: ServerRenderedState | undefined | null = null;

/** The state the server rendered this page with, if it rendered it (read once from the page). */
export function serverRenderedState(): ServerRenderedState | undefined {
  if (pageState !== null) return pageState;
  pageState = undefined;
  if (typeof document === 'undefined') return pageState;
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return pageState;
  try {
    pageState = JSON.parse(block.textContent) as ServerRenderedState;
  } catch {
    // A damaged block: the page renders in the browser, as without server rendering.
  }
  return pageState;
}

let queriesTaken = false;

/**
 * The server's answers, for the first data cache of this page only: a cache made later, for
 * whoever signs in next, must not start from them. Every render of that first cache's layout gets
 * them until one is on the screen (`serverQueriesTaken`), not the first render only: React throws
 * away a render that has not committed (a click or a key before the page is taken over restarts it
 * at once; a screen's code still loading), and the render it makes again must draw what the server
 * drew, not a spinner over an empty cache.
 */
export function serverQueries(): ServerAnswer[] | undefined {
  return queriesTaken ? undefined : serverRenderedState()?.queries;
}

/** The first data cache is on the screen: any cache made after it starts empty. */
export function serverQueriesTaken(): void {
  queriesTaken = true;
}

/**
 * On the server, the data cache of the request being rendered: the signed-in layout uses it
 * instead of making its own, so that the server can read which queries the screen asked for.
 */
export const ServerQueryClientContext = createContext<QueryClient | undefined>(undefined);

export const useServerQueryClient = () => useContext(ServerQueryClientContext);
