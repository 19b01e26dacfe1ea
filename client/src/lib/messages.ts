/**
 * A validation message as a sentence for the form: zod messages name the field in lower case
 * ("title is required"), the form shows "Title is required". Undefined stays undefined.
 */
export function sentence<T extends string | undefined>(message: T): T {
  return (message ? message.charAt(0).toUpperCase() + message.slice(1) : message) as T;
}
