import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  catalogue,
  childIdOf,
  familyWithEverything,
  imagesLoaded,
  measureFit,
  bareTapTargets,
  bottomOf,
  startActivity,
  type CatalogueEntry,
} from './support/games';
import { mockSpeech } from './support/speech';

/**
 * Issue 10: on a phone and a laptop, everything a child needs to play (the question and all its
 * answers, the objects and all the baskets, the pool and the sequence, the cards, the light and its
 * button…) is on the screen at once, without scrolling. Each game marks that part
 * `data-testid="play-area"` (GameFrame wraps the game in it); the page's top bar and the frame's
 * title row count against the height.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * One activity per game, and per layout that differs within a game: the catalogue's largest
 * content of each (the 16-letter alphabet, the 12-symbol board, six colours, six categories…).
 */
const CASES: [kind: string, title: string][] = [
  ['memory', 'Jogo da memória'],
  ['spot_differences', 'Encontre as diferenças'],
  ['focus', 'Caçador de alvos'],
  ['visual_puzzle', 'Quebra-cabeça desafio'],
  ['breathing_exercise', 'Respiração para acalmar'],
  ['impulse_control', 'Semáforo: espere o verde'],
  ['story_sequence', 'A festa de aniversário'],
  ['organization', 'Grande arrumação'],
  ['movement_break', 'Pausa para mexer o corpo'],
  ['time_management', 'Hora da lição de casa'],
  ['color_sorting', 'Arco-íris organizado'],
  ['visual_math', 'Desafio da contagem'],
  ['letter_matching', 'Alfabeto de A a P'],
  ['emotion_recognition', 'Seis emoções, muitas histórias'],
  ['emotion_recognition', 'Diário das emoções'],
  ['social_scenario', 'Desafios do convívio'],
  ['symbol_communication', 'Prancha completa'],
  ['symbol_communication', 'Quero mais, por favor'],
  ['sequence', 'Do acordar ao dormir'],
  ['sequence', 'Meu dia completo com horários'],
  ['sequence', 'Desafio: meu dia completo'],
];

/** Which game plays a content: its type, and for `focus_exercise` its task (memory when absent). */
function kindOf(entry: CatalogueEntry): string {
  const content = JSON.parse(entry.content ?? '{}') as { type: string; task?: string };
  return content.type === 'focus_exercise' ? (content.task ?? 'memory') : content.type;
}

function slug(title: string) {
  return title
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');
}

/**
 * The sensory settings that change a game's layout, and why three sets cover every setting
 * (docs/product.md#sensory-settings; the frame applies them in apps/web/src/games/shared/sensory-frame.css):
 * - larger text makes every text size a step up: the tallest and widest layout;
 * - speech adds the 'Ouvir' buttons beside prompts and phrases (this device has a voice, so the
 *   words are not shown large instead);
 * - calm palette changes colours and the frame's outline (a box shadow), never a size;
 * - reduced motion removes transitions, animations and the zoom on press: only how the layout gets
 *   there, so it is measured both ways (off in 'all off', on in 'everything on');
 * - sound effects, the voice and the speech rate change nothing on the screen.
 * So 'all off' is the plainest layout, 'everything on' the largest, and 'large text only' the
 * large text without the speech buttons (a layout of its own: a game may wrap differently).
 */
const SETTINGS_SETS = [
  {
    name: 'all off',
    settings: { sound_effects: false, speech: false, reduced_motion: 'off', calm_palette: false, large_text: false },
  },
  {
    name: 'large text only',
    settings: { sound_effects: false, speech: false, reduced_motion: 'off', calm_palette: false, large_text: true },
  },
  {
    name: 'everything on',
    settings: { sound_effects: true, speech: true, reduced_motion: 'on', calm_palette: true, large_text: true },
  },
] as const;

/**
 * Measures, saves a screenshot for the lead, and checks the play area is within the screen; under
 * the calm palette (a white surface) every tap target must still show its edge.
 */
async function expectFits(page: Page, area: Locator, name: string, shot: string, calm: boolean) {
  await imagesLoaded(area);
  const fit = await measureFit(page, area);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  console.log(
    `fit ${name}: play area ${Math.round(fit.top)}–${fit.bottom} of ${fit.viewportHeight} px, right ${fit.right}, zoom ${fit.zoom}`,
  );
  expect.soft(fit.bottom, `${name}: the play area ends below the screen`).toBeLessThanOrEqual(fit.viewportHeight);
  expect.soft(fit.pageWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(fit.viewportWidth);
  expect.soft(fit.right, `${name}: something is wider than the screen`).toBeLessThanOrEqual(fit.viewportWidth);
  expect.soft(fit.cut, `${name}: texts are cut`).toEqual([]);
  if (calm) expect.soft(await bareTapTargets(area), `${name}: tap targets without an edge`).toEqual([]);
}

/**
 * A quiz (its prompt is marked `quiz-prompt`): one answer, then the feedback must be on the
 * screen, where the child looks, with the page not scrolled.
 */
async function expectFeedbackFits(page: Page, area: Locator, name: string, shot: string) {
  if ((await area.getByTestId('quiz-prompt').count()) === 0) return;
  await area.getByRole('group').getByRole('button').first().click();
  const feedback = area.getByRole('status').filter({ hasText: /\S/ });
  await expect(feedback).toBeVisible();
  const bottom = await bottomOf(page, feedback);
  const { height } = page.viewportSize()!;
  await page.screenshot({ path: test.info().outputPath(`${shot}-feedback.png`) });
  console.log(`fit ${name}: feedback ends at ${bottom} of ${height} px`);
  expect.soft(bottom, `${name}: the feedback ends below the screen`).toBeLessThanOrEqual(height);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`every game fits ${size}`, () => {
    // One family and one page for every settings set (a failed set starts them again): each case is one page load.
    let page: Page;
    let childId: number;
    let activities: CatalogueEntry[];
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport });
      // A device with a voice: the one-time 'no voice' notice for the grown-up is not part of play.
      await mockSpeech(page);
      // Leaving a game in progress asks first (child mode); going on to the next game is the point here.
      page.on('dialog', (dialog) => void dialog.accept());
      await familyWithEverything(page, { prefix: `cabe-${size}`, parent: 'Rita Alves', child: 'Caio' });
      childId = await childIdOf(page, 'Caio');
      activities = await catalogue(page);
    });
    test.afterAll(() => page.close());

    test('every game of the catalogue has a case', () => {
      const kinds = new Set(activities.map(kindOf));
      expect([...kinds].sort()).toEqual([...new Set(CASES.map(([kind]) => kind))].sort());
    });

    for (const { name: setName, settings } of SETTINGS_SETS) {
      test(`every game's play area and feedback fit ${size} without scrolling, settings: ${setName}`, async () => {
        test.setTimeout(150_000);
        // Set for the child as the settings dialog saves them (PATCH /api/children/{id}).
        const saved = await page.request.patch(`/api/children/${childId}`, { data: { sensory_settings: settings } });
        expect(saved.status()).toBe(200);
        for (const [kind, title] of CASES) {
          const activity = activities.find((a) => a.title === title);
          expect(activity, title).toBeTruthy();
          expect(kindOf(activity!)).toBe(kind);
          const name = `${title} (${size}, ${setName})`;
          const shot = `${slug(title)}-${size}-${slug(setName)}`;
          await test.step(`${kind}: ${title}`, async () => {
            const area = await startActivity(page, activity!.id, childId);
            await expect(page.getByTestId('game-root')).toHaveClass(
              settings.large_text ? /game-large-text/ : /^(?!.*game-large-text)/,
            );
            await expectFits(page, area, name, shot, settings.calm_palette);
            // Games that begin with their own 'Começar' (breathing, impulse, movement) change their
            // layout once running: that is measured too.
            const start = area.getByRole('button', { name: 'Começar', exact: true });
            if ((await start.count()) > 0) {
              await start.click();
              await expect(start).toHaveCount(0);
              await expectFits(
                page,
                area,
                `${title}, running (${size}, ${setName})`,
                `${shot}-running`,
                settings.calm_palette,
              );
            }
            await expectFeedbackFits(page, area, name, shot);
          });
        }
      });
    }
  });
}
