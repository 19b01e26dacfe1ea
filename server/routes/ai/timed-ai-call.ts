/**
 * Runs one AI provider call for a route: measures it, and turns an unexpected failure into a 502
 * naming the AI provider (DESIGN.md §2). Provider failures normally never get here: the service
 * answers from the offline engine instead (with `provider.fellBack`).
 */
import { HttpError } from "../../http/errors.ts";

/** A provider call's answer and how long it took. */
export interface TimedAiCall<T> {
  result: T;
  durationMs: number;
}

/**
 * Awaits `call` and times it.
 *
 * @param call - the provider method call
 * @param providerName - the configured engine, named in the 502 message
 * @param onError - told about an unexpected error before the 502 (e.g. to log it with its stack)
 * @throws HttpError as thrown by `call` (e.g. a 404 from a loader), unchanged
 * @throws HttpError 502 `{ message }` naming the AI provider for any other error
 */
export async function timedAiCall<T>(
  call: () => Promise<T>,
  providerName: string,
  onError?: (error: unknown) => void,
): Promise<TimedAiCall<T>> {
  const started = performance.now();
  try {
    const result = await call();
    return { result, durationMs: performance.now() - started };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    onError?.(error);
    throw new HttpError(
      502,
      `The AI provider (${providerName}) could not answer this request. Please try again in a moment.`,
    );
  }
}
