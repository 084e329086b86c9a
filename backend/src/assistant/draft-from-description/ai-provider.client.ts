import { Inject, Injectable, Logger } from '@nestjs/common';
import { DRAFT_PROPOSAL_JSON_SCHEMA, DraftProposal, UNITS } from '@samvida/machines';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { AssistantError } from '../assistant.errors.js';
import type { DraftFromDescriptionBody } from './draft-from-description.request.js';

const TIMEOUT_MS = 60_000;
/** A proposal is a few kilobytes; a longer answer is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

const INSTRUCTIONS =
  "You draft Indian goods and services contracts for Samvida. From the user's description, propose the line " +
  'items, the terms and the general fields it states, and nothing it does not state. Amounts are rupees written ' +
  'as decimal strings ("250000.00"; 1 lakh = 100000, 1 crore = 10000000). Units are one of: ' +
  `${UNITS.map((unit) => unit.typeValue).join(', ')}. Dates are YYYY-MM-DD. Use null for what is not stated, and ` +
  'say in Notes what you could not work out.';

/** Where the description goes: the provider's host, for the screen to name before anything is sent. */
export interface ProviderInfo {
  configured: boolean;
  host: string | null;
  model: string | null;
}

// The OpenAI-compatible chat completions adapter (llama.cpp, Ollama or a hosted provider): one
// request under the proposal's JSON schema, and the answer parsed by the same schemas as contract
// input; anything else is refused and nothing is shown.
@Injectable()
export class AiProviderClient {
  private readonly logger = new Logger(AiProviderClient.name);

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  info(): ProviderInfo {
    const { AI_PROVIDER_URL: url, AI_MODEL: model } = this.runtime.env;
    return { configured: !!url, host: url ? new URL(url).host : null, model: url ? (model ?? null) : null };
  }

  async draft(request: DraftFromDescriptionBody): Promise<DraftProposal> {
    const { AI_PROVIDER_URL: url, AI_API_KEY: key, AI_MODEL: model } = this.runtime.env;
    if (!url) throw new AssistantError('AI_PROVIDER_OFF');
    const answer = await this.complete(endpointOf(url), key, {
      model,
      temperature: 0,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: userMessage(request) },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'draft_proposal', strict: true, schema: DRAFT_PROPOSAL_JSON_SCHEMA },
      },
    });
    const parsed = DraftProposal.safeParse(contentOf(answer));
    if (!parsed.success) {
      this.logger.warn(
        `AI answer refused: ${parsed.error.issues
          .slice(0, 3)
          .map((issue) => issue.message)
          .join('; ')}`,
      );
      throw new AssistantError('AI_ANSWER_INVALID');
    }
    return parsed.data;
  }

  private async complete(endpoint: string, key: string | undefined, body: unknown): Promise<unknown> {
    let text: string;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key && { authorization: `Bearer ${key}` }) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
    } catch (error) {
      this.logger.warn(`AI provider failed: ${(error as Error).message}`);
      throw new AssistantError('AI_PROVIDER_FAILED');
    }
    if (Buffer.byteLength(text) > MAX_ANSWER_BYTES) throw new AssistantError('AI_ANSWER_INVALID');
    return safeJson(text);
  }
}

/** The chat completions endpoint: the URL as given when it names one, else its /v1/chat/completions. */
export const endpointOf = (url: string): string =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`;

const userMessage = ({ Description, ContractType }: DraftFromDescriptionBody) =>
  ContractType ? `Contract template: ${ContractType}.\n${Description}` : Description;

/** The model's JSON from the first choice's message (undefined when there is none). */
function contentOf(answer: unknown): unknown {
  const content = (answer as { choices?: { message?: { content?: unknown } }[] } | undefined)?.choices?.[0]?.message
    ?.content;
  return typeof content === 'string' ? safeJson(content) : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
