/**
 * The AI service (DESIGN.md §3 "AI"): routes get an `AiProvider` from `createAiService` and
 * never know which engine answers. Config comes from server/config.ts (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL); this module never reads the environment.
 */
import { createOfflineProvider } from "./offline/index.ts";
import { createOpenAiCompatibleProvider } from "./openai-compatible.ts";
import type { AiProvider } from "./provider.ts";
import { withOfflineFallback, type FallbackListener } from "./with-offline-fallback.ts";

export type * from "./provider.ts";
export * from "./schemas.ts";
export { createOfflineProvider } from "./offline/index.ts";
export { createOpenAiCompatibleProvider } from "./openai-compatible.ts";
export { AiProviderError } from "./retry-policy.ts";

export interface AiServiceConfig {
  baseUrl?: string | null;
  apiKey?: string | null;
  model?: string | null;
  /** Per-attempt LLM timeout in ms (default 30 000). */
  timeoutMs?: number;
  /** Fetch implementation for the LLM calls (tests, proxies). */
  fetch?: typeof fetch;
  /** Told about every fallback to the offline engine (e.g. `logger.warn`). */
  onFallback?: FallbackListener;
}

/**
 * The AI provider for this configuration: the offline engine unless `baseUrl`, `apiKey` and
 * `model` are all set; otherwise the OpenAI-compatible LLM provider, answered by the offline
 * engine (with `provider.fellBack: true` and a reason) whenever the LLM fails.
 */
export function createAiService(config: AiServiceConfig = {}): AiProvider {
  const offline = createOfflineProvider();
  const { baseUrl, apiKey, model } = config;
  if (!baseUrl || !apiKey || !model) return offline;
  const llm = createOpenAiCompatibleProvider({
    baseUrl,
    apiKey,
    model,
    timeoutMs: config.timeoutMs,
    fetch: config.fetch,
  });
  return withOfflineFallback(llm, offline, config.onFallback);
}
