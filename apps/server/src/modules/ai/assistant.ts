import type { ChatSource } from '@neurobridge/shared/api/chat';
import type { AgeGroup } from '@neurobridge/shared/domain/time';
import type { AppDeps } from '../../app-deps';
import {
  createAiClient,
  hasNoModeration,
  providerFailure,
  type AiClient,
  type ChatTurn,
} from '../../integrations/openai/openai-client';
import type { AiSettingsService } from './ai-settings-service';
import { offlineAnswer, rankExamples, type TrainingExample } from './offline-responder';
import { checkQuestion, cleanAnswer, REDIRECT_ANSWER, StreamCleaner } from './safety';

/** At most this many training items go with a question as examples, the closest first. */
export const FEW_SHOT_MAX = 5;
/** The latest turns of the session sent along, so the assistant follows the conversation. */
export const HISTORY_MAX = 6;

/** Always added to the admin's system prompt (docs/product.md#ai-safety). */
export const SAFETY_RULES =
  'Regras: responda em no máximo 3 frases curtas e gentis, adequadas para crianças. Nunca inclua links ou ' +
  'endereços de sites. Nunca peça dados pessoais (nome completo, endereço, telefone, escola, fotos, senhas). ' +
  'Se o assunto não for adequado para crianças, diga com carinho que é melhor conversar com um adulto de ' +
  'confiança e sugira outro tema.';

const AGE_GROUP_TEXT: Record<AgeGroup, string> = {
  child: 'criança (até 8 anos)',
  pre_teen: 'pré-adolescente (9 a 12 anos)',
  teen: 'adolescente (13 anos ou mais)',
};

/** What the prompt may know of the child: the first name and the age group, nothing else. */
export interface ChildContext {
  firstName: string;
  ageGroup: AgeGroup;
}

export interface Question {
  text: string;
  child: ChildContext | null;
  history: ChatTurn[];
  /** False once the family's daily limit is reached: the offline assistant answers. */
  useProvider: boolean;
}

export interface Answer {
  text: string;
  source: ChatSource;
}

export type AnswerPiece = { text: string };

function buildMessages(system: string, q: Question, examples: TrainingExample[]): ChatTurn[] {
  const context = q.child
    ? `\nVocê está conversando com ${q.child.firstName}, ${AGE_GROUP_TEXT[q.child.ageGroup]}.`
    : '\nVocê está conversando com a família ou com a criança.';
  const shots = rankExamples(q.text, examples)
    .slice(0, FEW_SHOT_MAX)
    .flatMap(({ item }): ChatTurn[] => [
      { role: 'user', content: item.prompt },
      { role: 'assistant', content: item.response },
    ]);
  return [
    { role: 'system', content: `${system}\n\n${SAFETY_RULES}${context}` },
    ...shots,
    ...q.history.slice(-HISTORY_MAX),
    { role: 'user', content: q.text },
  ];
}

/**
 * Answers a question (docs/product.md#ai-assistant): the safety list first; then the provider
 * with the admin's settings, its moderation when it has one; the offline assistant when there is
 * no key, the provider fails or is slow, or the family reached its daily limit.
 */
export function createAssistant({
  config,
  aiSettings,
  trainingExamples,
  onBackgroundError,
}: Pick<AppDeps, 'config' | 'onBackgroundError'> & {
  aiSettings: AiSettingsService;
  trainingExamples: () => Promise<TrainingExample[]>;
}) {
  const clients = new Map<string, AiClient>();
  const clientFor = (apiKey: string) => {
    let client = clients.get(apiKey);
    if (!client) {
      clients.clear();
      client = createAiClient({ apiKey, baseUrl: config.ai.baseUrl, timeoutMs: config.ai.timeoutMs });
      clients.set(apiKey, client);
    }
    return client;
  };

  /**
   * The provider's moderation: 'flagged' refuses the question. A provider without moderation
   * (404, 400) leaves it to the local list, which already ran (fail-open, docs/product.md#ai-safety);
   * any other failure (time-out, 5xx, a refused key) means the provider cannot answer either, so
   * the offline assistant answers without a second wait.
   */
  async function moderate(client: AiClient, text: string): Promise<'flagged' | 'ok' | 'down'> {
    try {
      return (await client.flagged(text)) ? 'flagged' : 'ok';
    } catch (err) {
      if (hasNoModeration(err)) return 'ok';
      onBackgroundError(providerFailure(err), 'AI provider failed; the offline assistant answered');
      return 'down';
    }
  }

  async function plan(q: Question) {
    const verdict = checkQuestion(q.text);
    const examples = await trainingExamples();
    if (!verdict.ok)
      return { kind: 'fixed' as const, answer: { text: verdict.answer, source: 'offline' as const }, examples };
    const settings = await aiSettings.runtime();
    if (!q.useProvider || !settings.apiKey) return { kind: 'offline' as const, examples };
    const client = clientFor(settings.apiKey);
    const moderation = await moderate(client, q.text);
    if (moderation === 'down') return { kind: 'offline' as const, examples };
    if (moderation === 'flagged') {
      return { kind: 'fixed' as const, answer: { text: REDIRECT_ANSWER, source: 'ai' as const }, examples };
    }
    const request = {
      model: settings.model,
      temperature: settings.temperature,
      maxTokens: settings.maxTokens,
      messages: buildMessages(settings.systemPrompt, q, examples),
    };
    return { kind: 'provider' as const, client, request, examples };
  }

  const offline = (q: Question, examples: TrainingExample[]): Answer => ({
    text: offlineAnswer(q.text, examples).text,
    source: 'offline',
  });

  return {
    /** Who answers a family under its daily limit: the provider with a key set, else the offline assistant. */
    async mode(): Promise<ChatSource> {
      return (await aiSettings.runtime()).apiKey ? 'ai' : 'offline';
    },

    async answer(q: Question): Promise<Answer> {
      const p = await plan(q);
      if (p.kind === 'fixed') return p.answer;
      if (p.kind === 'offline') return offline(q, p.examples);
      try {
        return { text: cleanAnswer(await p.client.complete(p.request)), source: 'ai' };
      } catch (err) {
        onBackgroundError(providerFailure(err), 'AI provider failed; the offline assistant answered');
        return offline(q, p.examples);
      }
    },

    /**
     * The answer in cleaned pieces; returns its source. A provider failing before it said
     * anything is replaced by the offline assistant; failing midway throws.
     */
    async *stream(q: Question): AsyncGenerator<AnswerPiece, ChatSource> {
      const p = await plan(q);
      if (p.kind !== 'provider') {
        const a = p.kind === 'fixed' ? p.answer : offline(q, p.examples);
        yield { text: a.text };
        return a.source;
      }
      const cleaner = new StreamCleaner();
      let said = false;
      try {
        for await (const chunk of p.client.stream(p.request)) {
          const text = cleaner.push(chunk);
          if (text) {
            said = true;
            yield { text };
          }
        }
      } catch (err) {
        if (said) throw err;
        onBackgroundError(providerFailure(err), 'AI provider failed; the offline assistant answered');
        yield { text: offline(q, p.examples).text };
        return 'offline';
      }
      const rest = cleaner.end();
      if (rest) yield { text: rest };
      return 'ai';
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
