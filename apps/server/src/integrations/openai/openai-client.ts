import type OpenAI from 'openai';

/**
 * The AI provider through the official `openai` SDK (docs/product.md#ai-assistant): any
 * OpenAI-compatible API at `baseUrl` (OPENAI_BASE_URL; a local fake in tests). One call, no
 * retries: a slow or failing provider is answered by the offline assistant instead.
 */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  model: string;
  temperature: number;
  maxTokens: number;
  messages: ChatTurn[];
}

export interface AiClient {
  complete(request: CompletionRequest): Promise<string>;
  /** The answer's pieces as the provider writes them. */
  stream(request: CompletionRequest): AsyncIterable<string>;
  /** Whether the provider's moderation flags the text; throws when it has no moderation. */
  flagged(text: string): Promise<boolean>;
}

/**
 * The SDK, imported on the first call: a server whose families never reach the provider does not
 * keep it in memory (docs/decisions/014-fast-reads.md).
 */
let sdkModule: typeof import('openai') | undefined;
const loadSdk = async () => (sdkModule ??= await import('openai'));

export function createAiClient({
  apiKey,
  baseUrl,
  timeoutMs,
}: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
}): AiClient {
  let client: Promise<OpenAI> | undefined;
  const sdk = () =>
    (client ??= loadSdk().then(
      ({ default: SDK }) => new SDK({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries: 0 }),
    ));
  // The SDK's timeout covers the wait for an answer to start; this also bounds a stream that stalls.
  const limit = () => ({ signal: AbortSignal.timeout(timeoutMs) });
  const params = (r: CompletionRequest) => ({
    model: r.model,
    temperature: r.temperature,
    // o-series models refuse `max_tokens`; every current model takes `max_completion_tokens`.
    max_completion_tokens: r.maxTokens,
    messages: r.messages,
  });
  return {
    async complete(request) {
      const res = await (await sdk()).chat.completions.create({ ...params(request), stream: false }, limit());
      return res.choices[0]?.message?.content ?? '';
    },

    async *stream(request) {
      const stream = await (await sdk()).chat.completions.create({ ...params(request), stream: true }, limit());
      let finished = false;
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
        if (chunk.choices[0]?.finish_reason) finished = true;
      }
      // A connection cut midway ends the SDK's stream quietly: without a finish reason the answer is incomplete.
      if (!finished) throw new Error('The AI provider ended the stream before the answer was complete');
    },

    async flagged(text) {
      const res = await (await sdk()).moderations.create({ model: 'omni-moderation-latest', input: text }, limit());
      return res.results.some((r) => r.flagged);
    },
  };
}

/**
 * What a failed call may log: the kind of failure and the HTTP status, never the provider's
 * message (it can quote part of the key) nor the request (the prompt).
 */
export function providerFailure(err: unknown): Error {
  const status = isApiError(err) ? err.status : undefined;
  const kind = err instanceof Error ? err.name : 'unknown';
  return new Error(`AI provider call failed (${kind}${status ? ` ${status}` : ''})`);
}

/** A moderation call refused because the provider has no such endpoint (or model). */
export function hasNoModeration(err: unknown): boolean {
  return isApiError(err) && (err.status === 404 || err.status === 400);
}

/** An error of the SDK's (none exists before the SDK is loaded). */
function isApiError(err: unknown): err is InstanceType<typeof OpenAI.APIError> {
  return sdkModule !== undefined && err instanceof sdkModule.default.APIError;
}
