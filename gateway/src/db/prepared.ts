/**
 * A statement that every tool run executes, built once per database and then run with its
 * placeholders filled: drizzle otherwise builds a query's SQL text on every call, on the event loop
 * (in the gateway's profile with 20 staff on offline tools, the tool runs' statements were the
 * loop's largest piece of JavaScript after the sockets' writes).
 */
import type { Database } from './client.ts';

export function preparedPer<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  // One per database: tests run several gateways in one process.
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
