/** The database or an open transaction: queries and commands run on either; commands decide the transaction. */
import type { Database } from "./client.ts";

/** A Drizzle transaction of {@link Database}. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything queries can run on. */
export type Executor = Database | Transaction;
