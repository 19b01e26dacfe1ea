/** The database or an open transaction: services run on either, so routes decide the transaction. */
import type { Database } from "../../db/client.ts";

/** A Drizzle transaction of {@link Database}. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything queries can run on. */
export type Executor = Database | Transaction;
