import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  catalogue,
  childIdOf,
  familyWithEverything,
  imagesLoaded,
  measureFit,
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
  ['spot_differences', 'Encontre as 3 diferenças'],
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

/** Measures, saves a screenshot for the lead, and checks the play area is within the screen. */
async function expectFits(page: Page, area: Locator, name: string, shot: string) {
  await imagesLoaded(area);
  const fit = await measureFit(page, area);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  console.log(`fit ${name}: play area ${Math.round(fit.top)}–${fit.bottom} of ${fit.viewportHeight} px`);
  expect.soft(fit.bottom, `${name}: the play area ends below the screen`).toBeLessThanOrEqual(fit.viewportHeight);
  expect.soft(fit.pageWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(fit.viewportWidth);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`every game's play area fits ${size} without scrolling`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    // A device with a voice: the one-time 'no voice' notice for the grown-up is not part of play.
    await mockSpeech(page);
    // Leaving a game in progress asks first (child mode); going on to the next game is the point here.
    page.on('dialog', (dialog) => void dialog.accept());
    await familyWithEverything(page, { prefix: `cabe-${size}`, parent: 'Rita Alves', child: 'Caio' });
    const childId = await childIdOf(page, 'Caio');
    const activities = await catalogue(page);

    // Every game of the catalogue has a case here.
    const kinds = new Set(activities.map(kindOf));
    expect([...kinds].sort()).toEqual([...new Set(CASES.map(([kind]) => kind))].sort());

    for (const [kind, title] of CASES) {
      const activity = activities.find((a) => a.title === title);
      expect(activity, title).toBeTruthy();
      expect(kindOf(activity!)).toBe(kind);
      await test.step(`${kind}: ${title}`, async () => {
        const area = await startActivity(page, activity!.id, childId);
        await expectFits(page, area, `${title} (${size})`, `${slug(title)}-${size}`);
        // Games that begin with their own 'Começar' (breathing, impulse, movement) change their
        // layout once running: that is measured too.
        const start = area.getByRole('button', { name: 'Começar', exact: true });
        if ((await start.count()) > 0) {
          await start.click();
          await expect(start).toHaveCount(0);
          await expectFits(page, area, `${title}, running (${size})`, `${slug(title)}-running-${size}`);
        }
      });
    }
  });
}
