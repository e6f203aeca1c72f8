import type OpenAI from 'openai';
import type { AiConfig } from '../../config.ts';

/** How long one draft may take before the model is given up on. */
const DRAFT_TIMEOUT_MS = 60_000;
/** A draft is a paragraph or a short mail: this many tokens is ample, and bounds the cost. */
const DRAFT_MAX_TOKENS = 600;

export type AiWriter = {
  /** The model the drafts are asked of, shown to whoever sends one. */
  model: string;
  endpoint: string;
  /** One answer of the model to the instructions and a message made of exactly `fields`. */
  write(instructions: string, fields: Record<string, string>): Promise<string>;
};

/** The message the model reads: each field on its own lines, by name. What is shown is what is sent. */
export const fieldsMessage = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([name, value]) => `${name}:\n${value}`)
    .join('\n\n');

/**
 * A writer on any OpenAI-compatible endpoint (Azure OpenAI, Ollama, vLLM…) through the official
 * client. No retries: a person waits on the answer, and a failure is said at once.
 */
export function createAiWriter(config: AiConfig): AiWriter {
  // The client (some 240 modules) is loaded with the first draft, not with every start of the server.
  let client: Promise<OpenAI> | undefined;
  const clientOf = () =>
    (client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: config.baseUrl,
          // Local servers (Ollama, vLLM) take any key; the client insists on one.
          apiKey: config.apiKey ?? 'none',
          timeout: DRAFT_TIMEOUT_MS,
          maxRetries: 0,
        }),
    ));
  return {
    model: config.model,
    endpoint: config.baseUrl,
    async write(instructions, fields) {
      const completion = await (
        await clientOf()
      ).chat.completions.create({
        model: config.model,
        max_tokens: DRAFT_MAX_TOKENS,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: fieldsMessage(fields) },
        ],
      });
      return completion.choices[0]?.message.content?.trim() ?? '';
    },
  };
}
