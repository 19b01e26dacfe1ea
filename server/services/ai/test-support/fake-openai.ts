/**
 * A fake OpenAI-compatible chat-completions endpoint on 127.0.0.1 and a random port, for tests
 * of the LLM provider and of the AI routes with AI_BASE_URL configured. Records every request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake endpoint does with the n-th request (0-based). */
export type Responder = (n: number, body: Record<string, unknown>, res: ServerResponse) => void;

/** A recorded request. */
export interface FakeRequest {
  at: number;
  path: string;
  headers: IncomingMessage["headers"];
  raw: string;
  body: Record<string, unknown>;
}

/** A running fake endpoint. */
export interface FakeEndpoint {
  /** e.g. http://127.0.0.1:34567/v1 (the AI_BASE_URL to configure). */
  baseUrl: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** Starts a fake endpoint that answers each request with `respond`. */
export async function startFakeOpenAi(respond: Responder): Promise<FakeEndpoint> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      requests.push({ at: Date.now(), path: req.url ?? "", headers: req.headers, raw, body });
      respond(requests.length - 1, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a chat completion whose message content is `content` (a JSON string for structured output). */
export function completion(res: ServerResponse, content: string): void {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: "test-model",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  );
}

/** Answers with an OpenAI-style error body and the given HTTP status. */
export function status(res: ServerResponse, code: number, headers: Record<string, string> = {}): void {
  res.writeHead(code, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify({ error: { message: `status ${code}`, type: "test" } }));
}
