// For tests: a child with a plan in every part the export reads, around a fixed São Paulo "now".
import { fromLocal } from '@neurobridge/shared/domain/time';
import { createActivity, createChildWorld, createProgress, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { goalActivities, goalObservations, goals, homeAssignments, sessionTrials } from '../../db/schema/goals';
import { professionalProfiles, professionalSessions } from '../../db/schema/professionals';

/** Wednesday 12 March 2031, 10:00 in São Paulo: the default period is 13/12/2030 to 12/03/2031. */
export const NOW = fromLocal(2031, 3, 12, 10);

export const NOTE_OF_PRO = 'Trabalhamos pedidos; "ótima" sessão\ncom pausas.';
export const NOTE_OF_OTHER_PRO = 'Nota da outra profissional: usar pistas visuais.';
export const SUMMARY_OF_PRO = 'Mais autonomia nos pedidos.';

type Trial = [result: string, prompt: string];

/**
 * Lia (`createChildWorld`'s callers around her, and Bruna, a second professional with access) with:
 * a goal measured by trials linked to 'Memória das frutas' (its title a would-be formula with a
 * quote and a `;`), met on 10/03; an observation goal; a session of the professional on 03/03 with
 * 4 trials of theirs (50 % correct, 25 % independent) and 4 of the parent, one of Bruna on 10/03
 * with only the parent's 2 trials, and one from before the period; 5 results of the linked activity
 * in the period (one week 1, four the next) and one before the goal's start; an observation on
 * 11/03; and the professional's 3-times-a-week practice since Sunday 02/03.
 */
export async function planWorld(t: TestApp) {
  t.clock.set(NOW);
  const world = await createChildWorld(t);
  const { child, owner, proWithAccess: pro } = world;
  const otherPro = await createSignedInUser(t, { fullName: 'Bruna Lima' });
  await grantAccess(t.db, child, otherPro.user.id);
  await t.db.insert(professionalProfiles).values([
    { userId: pro.user.id, role: 'professional', professionalType: 'speech_therapist' },
    { userId: otherPro.user.id, role: 'professional', professionalType: 'psychologist' },
  ]);
  const activity = await createActivity(t.db, { title: 'Memória das frutas', category: 'focus' });
  const [trialsGoal, observationGoal] = await t.db
    .insert(goals)
    .values([
      {
        childId: child.id,
        createdBy: pro.user.id,
        createdByRole: 'professional',
        createdByName: pro.user.fullName!,
        title: '=Pedir ajuda; com "palavras"',
        area: 'communication',
        criterionPercent: 80,
        criterionCount: 2,
        criterionUnit: 'sessions',
        measure: 'trials',
        startDate: '2031-01-01',
        reviewDate: '2031-06-30',
        status: 'met',
        metAt: fromLocal(2031, 3, 10, 15, 20),
      },
      {
        childId: child.id,
        createdBy: owner.user.id,
        createdByRole: 'parent',
        createdByName: owner.user.fullName!,
        title: 'Esperar a vez',
        area: 'social_skills',
        criterionPercent: 100,
        criterionCount: 3,
        criterionUnit: 'days',
        measure: 'observation',
        startDate: '2031-02-01',
      },
    ])
    .returning();
  await t.db.insert(goalActivities).values({ goalId: trialsGoal!.id, activityId: activity.id });
  const session = (professionalUserId: number, sessionDate: string, extra = {}) => ({
    professionalUserId,
    childId: child.id,
    sessionDate,
    sessionType: 'individual',
    startTime: '09:00',
    endTime: '09:45',
    durationMinutes: 45,
    ...extra,
  });
  const [proSession, otherSession] = await t.db
    .insert(professionalSessions)
    .values([
      session(pro.user.id, '2031-03-03', { sessionNotes: NOTE_OF_PRO, progressSummary: SUMMARY_OF_PRO }),
      session(otherPro.user.id, '2031-03-10', { sessionType: 'group', sessionNotes: NOTE_OF_OTHER_PRO }),
      session(pro.user.id, '2030-11-01', { sessionNotes: 'Antes do período.' }),
    ])
    .returning();
  const trials = (sessionId: number, recorderUserId: number, list: Trial[], minute: number) =>
    list.map(([result, prompt], position) => ({
      sessionId,
      goalId: trialsGoal!.id,
      recorderUserId,
      position,
      result,
      prompt,
      recordedAt: fromLocal(2031, 3, 3, 9, minute),
    }));
  await t.db.insert(sessionTrials).values([
    // The parent recorded first, but the session's professional's record is the measure.
    ...trials(proSession!.id, owner.user.id, Array(4).fill(['correct', 'independent']), 1),
    ...trials(
      proSession!.id,
      pro.user.id,
      [
        ['correct', 'independent'],
        ['correct', 'verbal'],
        ['incorrect', 'gestural'],
        ['no_response', 'full_physical'],
      ],
      5,
    ),
    ...trials(otherSession!.id, owner.user.id, Array(2).fill(['correct', 'independent']), 7),
  ]);
  const result = (score: number, at: Date) =>
    createProgress(t.db, child.id, {
      activityId: activity.id,
      activityTitle: activity.title,
      activityCategory: 'focus',
      score,
      completionDate: at,
    });
  await result(90, fromLocal(2031, 3, 5, 16, 30));
  for (const day of [9, 10, 10, 11]) await result(70, fromLocal(2031, 3, day, 8));
  await result(40, fromLocal(2030, 12, 20, 8)); // in the period, before the goal's start
  await t.db.insert(goalObservations).values({
    goalId: observationGoal!.id,
    recorderUserId: owner.user.id,
    recorderName: owner.user.fullName!,
    observedOn: '2031-03-11',
    achieved: true,
    note: '+ esperou 2 minutos',
  });
  await t.db.insert(homeAssignments).values({
    childId: child.id,
    professionalUserId: pro.user.id,
    goalId: trialsGoal!.id,
    activityIds: [activity.id],
    timesPerWeek: 3,
    timeSlot: 'afternoon',
    createdAt: fromLocal(2031, 3, 2, 10),
  });
  return { ...world, otherPro, activity, trialsGoal: trialsGoal!, observationGoal: observationGoal! };
}

/** The plan's CSV or PDF for a caller, checked to be a 200 (`query` as '?from=…&to=…'). */
export async function planFile(t: TestApp, cookie: string, childId: number, kind: 'csv' | 'pdf', query = '') {
  const file = kind === 'csv' ? 'export.csv' : 'summary.pdf';
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/children/${childId}/plan/${file}${query}`,
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`${file}: ${res.statusCode} ${res.body}`);
  return res;
}

/** A CSV of the product read back (RFC 4180 with `;`): the BOM checked and dropped, rows of cells. */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no byte-order mark');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('the last line does not end in CRLF');
  return rows;
}

/** The CSV's rows as objects keyed by the header, empty cells left out. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]!]).filter(([, v]) => v !== '')));
}
