/**
 * PGlite runs each statement synchronously on this thread and its promises
 * settle without a turn of the event loop, so a page rendered on PGlite ran
 * from its request to its last byte inside one socket callback: a burst of
 * uncached pages was rendered one after another within a single poll phase
 * while no other socket, timer or the render queue's wait bound had a turn
 * (robots.txt beside 50 connections on `/` waited 11 s; p99 9.6 s with 12-26
 * timeouts a 10 s round). A turn of the loop before each statement, as a
 * socket round-trip gives on Postgres, lets requests reach the render queue in
 * arrival order. Transactions keep PGlite's own lock across a turn, so nothing
 * interleaves inside one.
 *
 * Cost, interleaved A/B at 10 connections on an uncached article (3 rounds,
 * load 0.8-1.6): 49 req/s against 55 without, within the rounds' spread
 * (45-65). A turn only every few milliseconds, or one per render, measured the
 * same, so the simplest rule stays.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

export function yieldTurnsBetweenStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await nextTurn();
    return exec(...args);
  };
}
