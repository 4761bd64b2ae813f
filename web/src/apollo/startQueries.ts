/**
 * Starting a screen's queries before it renders (docs/screens.md#weight): each in a task of its
 * own. Apollo Client's first run of a query (its document transforms, the link chain, the request)
 * costs milliseconds, several times that on a phone; started together they made one task long
 * enough to hold back the clerk's first click.
 */

/**
 * Runs each of `starts` in a browser task of its own, in order. A start's failure (its promise
 * rejecting) is dropped: the screen's hooks ask again and show it.
 */
export function startEachInItsOwnTask(starts: readonly (() => Promise<unknown>)[]): void {
  for (const start of starts) setTimeout(() => void start().catch(() => undefined), 0);
}
