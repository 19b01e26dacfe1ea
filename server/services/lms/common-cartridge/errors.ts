/** Why a cartridge upload was refused; every reason is the uploader's to fix, so HTTP 400 (413 for size). */
export type CartridgeErrorReason =
  "not_a_zip" | "not_a_cartridge" | "too_many_entries" | "too_large" | "unsafe_path" | "invalid_xml" | "damaged";

/** A refused or unreadable .imscc file; `message` is user-facing and says what to do. */
export class CartridgeError extends Error {
  override name = "CartridgeError";
  readonly reason: CartridgeErrorReason;
  /** The status our API answers with: 413 for size limits, else 400. */
  readonly httpStatus: number;

  constructor(reason: CartridgeErrorReason, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.httpStatus = reason === "too_large" || reason === "too_many_entries" ? 413 : 400;
  }
}
