import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The administrator's password rule (docs/product.md#admin-password). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" against an offline attack on a slow hash. */
export const ADMIN_PASSWORD_MIN_SCORE = 3;
const ADVICE = `Use ao menos ${ADMIN_PASSWORD_MIN_LENGTH} caracteres, sem palavras ou sequências comuns.`;

/**
 * zxcvbn with the common and Brazilian Portuguese dictionaries holds about 50 MB, and a server
 * checks a password only at start: the check runs in a worker thread whose memory goes with it
 * (docs/decisions/014-fast-reads.md), not in a module the server would keep loaded.
 */
const CHECK_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.modules.core);
const common = require(workerData.modules.common);
const ptBr = require(workerData.modules.ptBr);
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...ptBr.dictionary },
  graphs: common.adjacencyGraphs,
  // The dictionary's own text for this one does not read as a sentence.
  translations: {
    ...ptBr.translations,
    warnings: { ...ptBr.translations.warnings, userInputs: 'Ela contém o nome de usuário, o do produto ou uma palavra ligada a eles.' },
  },
});
const result = zxcvbn.check(workerData.password, workerData.userInputs);
parentPort.postMessage({ score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions });
`;

interface Estimate {
  score: number;
  warning: string | null;
  suggestions: string[];
}

function estimate(password: string, userInputs: string[]): Promise<Estimate> {
  const require = createRequire(import.meta.url);
  const modules = {
    core: require.resolve('@zxcvbn-ts/core'),
    common: require.resolve('@zxcvbn-ts/language-common'),
    ptBr: require.resolve('@zxcvbn-ts/language-pt-br'),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECK_IN_WORKER, { eval: true, workerData: { modules, password, userInputs } });
    worker.once('message', (answer: Estimate) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`password check stopped (${code})`)));
  });
}

const sentence = (text: string) =>
  text
    .trim()
    .replace(/\.$/, '')
    .replace(/^./, (c) => c.toLowerCase());

/**
 * Why an administrator's password is too weak, in pt-BR, or null when it is strong enough: at
 * least 12 characters and a zxcvbn score of 3, judged against common passwords, Portuguese words
 * and names, keyboard sequences and the `related` words (the username, the product's name).
 */
export async function adminPasswordProblem(password: string, related: string[] = []): Promise<string | null> {
  const weak = (why: string) => `A senha do administrador é fraca: ${why}. ${ADVICE}`;
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) {
    return weak(`tem só ${[...password].length} caracteres`);
  }
  const { score, warning, suggestions } = await estimate(password, [
    ...related,
    'neurobridge',
    'admin',
    'administrador',
  ]);
  if (score >= ADMIN_PASSWORD_MIN_SCORE) return null;
  const why = warning ?? suggestions[0] ?? 'é fácil de adivinhar';
  return weak(sentence(why));
}
