/**
 * Wraps a provider so that any failure is answered by the offline engine instead, with
 * `provider: { name: "offline", fellBack: true, fallbackReason }`. The reason comes from
 * `AiProviderError` (no keys or response bodies in it).
 */
import type { AiProvider } from "./provider.ts";
import { AiProviderError } from "./retry-policy.ts";

/** Called once per fallback, e.g. to log it. */
export type FallbackListener = (event: { method: keyof AiProvider; reason: string }) => void;

/**
 * @param primary the provider to try first (normally the LLM provider)
 * @param fallback the provider that answers when `primary` rejects (normally offline)
 * @param onFallback optional hook (logging); errors it throws are ignored
 */
export function withOfflineFallback(
  primary: AiProvider,
  fallback: AiProvider,
  onFallback?: FallbackListener,
): AiProvider {
  function wrap<K extends keyof AiProvider>(method: K): AiProvider[K] {
    const call = async (input: unknown) => {
      try {
        return await (primary[method] as (i: unknown) => Promise<unknown>)(input);
      } catch (error) {
        const reason = `AI provider failed: ${error instanceof AiProviderError ? error.message : "unexpected error"}; answered by the offline engine`;
        try {
          onFallback?.({ method, reason });
        } catch {
          // logging must never break the answer
        }
        const result = (await (fallback[method] as (i: unknown) => Promise<{ provider: object }>)(input)) as {
          provider: object;
        };
        return { ...result, provider: { ...result.provider, name: "offline", fellBack: true, fallbackReason: reason } };
      }
    };
    return call as AiProvider[K];
  }
  return {
    generateObjectives: wrap("generateObjectives"),
    contentSuggestions: wrap("contentSuggestions"),
    pedagogicalInsights: wrap("pedagogicalInsights"),
    generateQuiz: wrap("generateQuiz"),
    activityIdeas: wrap("activityIdeas"),
    courseOutline: wrap("courseOutline"),
  };
}
