/**
 * A form field's error message and the attributes that tie the field to it, so a screen reader
 * announces the message with the field (WCAG 2.1 SC 3.3.1 Error Identification, SC 1.3.1).
 */

/** `aria-invalid` and `aria-describedby` pointing at the message; nothing when `error` is empty or false. */
export function invalidProps(errorId: string, error: string | boolean | null | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}

/**
 * The message under the field, with the id {@link invalidProps} points to; nothing without an
 * error. `alert` also announces it as it appears (for errors shown without a submit).
 */
export function FieldError({
  id,
  error,
  alert,
}: {
  id: string;
  error: string | null | undefined | false;
  alert?: boolean;
}) {
  if (!error) return null;
  return (
    <p id={id} role={alert ? "alert" : undefined} className="text-sm text-red-700">
      {error}
    </p>
  );
}
