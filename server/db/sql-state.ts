/**
 * SQLSTATE codes of database errors (PostgreSQL documentation, Appendix A "PostgreSQL Error
 * Codes"), read the same way for node-postgres and PGlite.
 */

/**
 * The SQLSTATE of a database error, found on the error or its `cause` chain (Drizzle wraps the
 * driver's error in a DrizzleQueryError); null for anything else.
 */
export function sqlState(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** 40001 serialization_failure and 40P01 deadlock_detected: the transaction may simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = sqlState(error);
  return code === "40001" || code === "40P01";
}
