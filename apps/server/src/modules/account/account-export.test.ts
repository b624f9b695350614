import { eq, getTableColumns, getTableName, inArray, is, type Column } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import * as schema from '../../db/schema/index';
import { invitations } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { fillAccount } from './account-testing';
import { exportRow } from './account-view';

/**
 * The download is checked against the schema (docs/product.md#data-download): every table that
 * refers to a person (a foreign key to users or children, or to a table that does, read from the
 * Drizzle schema) has the person's rows in the download, every column, unless a list below says
 * why not. A new table or column about a person fails here until it is exported or excluded.
 */

/** Tables about a person the download leaves out, and why. */
const TABLES_LEFT_OUT: Record<string, string> = {
  idempotency_keys:
    'a retry guard kept a day: the key the browser sent and a copy of an answer the person already received',
};

/** Columns left out of (or shown otherwise in) a table's rows, and why. */
const FIELDS_LEFT_OUT: Record<string, Record<string, string>> = {
  invitations: {
    token_hash: "the link's key, a credential of the invited person",
    link_enc: 'the link sealed with SECRETS_KEY',
  },
  user_sessions: { token_hash: "the session's key, a credential" },
  children: {
    sensory_settings: 'shown as the games apply them, the stored choices over the defaults (account.test.ts)',
  },
  board_media: { bytes: 'shown in base64 as `data` (account.test.ts)' },
};

/**
 * References followed only from the rows found through another one (`from`), and why: the plan of
 * another family's child is that family's. A professional's own rows there (the goals they created,
 * their history entries, observations, trials and practice) are found through their own references
 * to users; what others wrote on those goals, sessions and assignments is not about the person.
 */
const FOLLOWED_ONLY_FROM: Record<string, { from: string; why: string }> = {
  'goal_events.goal_id': { from: 'goals.child_id', why: "others' changes to a goal of another family" },
  'goal_observations.goal_id': { from: 'goals.child_id', why: "others' observations of a goal of another family" },
  'session_trials.goal_id': { from: 'goals.child_id', why: "others' trials for a goal of another family" },
  'session_trials.session_id': {
    from: 'professional_sessions.child_id',
    why: "others' trials in a session the person logged for another family",
  },
  'home_assignments.goal_id': { from: 'goals.child_id', why: "others' practice for a goal of another family" },
  'home_entry_removals.assignment_id': {
    from: 'home_assignments.child_id',
    why: "another family's removals from its own week",
  },
  'schedule_entries.assignment_id': { from: 'home_assignments.child_id', why: "another family's week" },
};

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const nameOf = (table: PgTable) => getTableName(table);
const keyOf = (table: PgTable, column: Column) =>
  Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];

interface Reference {
  table: PgTable;
  column: Column;
  foreignTable: PgTable;
  foreignColumn: Column;
}
const references: Reference[] = tables.flatMap((table) =>
  getTableConfig(table).foreignKeys.map((fk) => {
    const { columns, foreignTable, foreignColumns } = fk.reference();
    return { table, column: columns[0]!, foreignTable, foreignColumn: foreignColumns[0]! };
  }),
);

const referenceName = (r: Reference) => `${nameOf(r.table)}.${r.column.name}`;

/** Tables about a person: users, and every table referring to one of them (children, progress, …). */
function personTables(): Set<PgTable> {
  const about = new Set<PgTable>([users]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of references) {
      if (about.has(r.foreignTable) && !about.has(r.table)) {
        about.add(r.table);
        grew = true;
      }
    }
  }
  return about;
}

type Row = Record<string, unknown>;
/** A table's rows for the person through one reference: its column pointing at the person's rows. */
interface Through {
  reference: Reference;
  rows: Row[];
}

/** The person's rows of every table about a person, by each reference, followed from the user row. */
async function rowsOfThePerson(t: TestApp, userId: number): Promise<Map<PgTable, Through[]>> {
  const about = personTables();
  const mine = new Map<PgTable, Row[]>([
    [
      users,
      await t.db
        .select()
        .from(users)
        .where(inArray(users.id, [userId])),
    ],
  ]);
  const through = new Map<PgTable, Through[]>();
  // Follow the references until nothing new is found (the chain is a few tables long).
  for (let pass = 0; pass < about.size; pass += 1) {
    for (const table of about) {
      if (table === users) continue;
      const found: Through[] = [];
      for (const reference of references.filter((r) => r.table === table && about.has(r.foreignTable))) {
        const key = keyOf(reference.foreignTable, reference.foreignColumn);
        const only = FOLLOWED_ONLY_FROM[referenceName(reference)];
        const from = only
          ? (through.get(reference.foreignTable) ?? []).filter(
              (f) => f.reference && referenceName(f.reference) === only.from,
            )
          : null;
        const values = (from ? from.flatMap((f) => f.rows) : (mine.get(reference.foreignTable) ?? [])).map(
          (row) => row[key],
        );
        const rows =
          values.length === 0 ? [] : await t.db.select().from(table).where(inArray(reference.column, values));
        found.push({ reference, rows: rows as Row[] });
      }
      through.set(table, found);
      const all = new Map(found.flatMap((f) => f.rows).map((row) => [JSON.stringify(row), row]));
      mine.set(table, [...all.values()]);
    }
  }
  through.set(users, [{ reference: null as never, rows: mine.get(users)! }]);
  return through;
}

/** Every object anywhere in the download. */
function objectsIn(value: unknown, out: Row[] = []): Row[] {
  if (Array.isArray(value)) for (const item of value) objectsIn(item, out);
  else if (value !== null && typeof value === 'object') {
    out.push(value as Row);
    for (const item of Object.values(value)) objectsIn(item, out);
  }
  return out;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/account/export against the schema (docs/product.md#data-download)', () => {
  it("holds every row of every table about the person, each column, or says why not; never a table's secrets", async () => {
    const other = await createUser(t.db);
    const pro = await createUser(t.db);
    const otherChild = await createChild(t.db, other.id, { name: 'Bia' });
    const person = await createSignedInUser(t, { email: 'marta@example.com' });
    await fillAccount(t.db, person.user, pro, otherChild, t.clock.now());
    // What fillAccount leaves to the other families: an invitation the person accepted, and one they asked to accept.
    await t.db.insert(invitations).values([
      {
        parentUserId: other.id,
        professionalEmail: person.user.email,
        tokenHash: 'aceito-pela-marta',
        status: 'accepted',
        childIds: [otherChild.id],
        message: 'Bem-vinda à equipe da Bia',
        expiresAt: t.clock.now(),
        acceptedAt: t.clock.now(),
        acceptedByUserId: person.user.id,
      },
      {
        parentUserId: other.id,
        professionalEmail: 'clinica@example.com',
        tokenHash: 'pedido-da-marta',
        status: 'requested',
        childIds: [otherChild.id],
        expiresAt: t.clock.now(),
        requestedByUserId: person.user.id,
        requestedAt: t.clock.now(),
        requestInfo: { professional_type: 'Fonoaudióloga', organization_name: 'Clínica Aurora', crefito_number: null },
      },
    ]);
    // What the other family writes on the goal and the practice the person made for their child.
    const [there] = await t.db.select().from(schema.goals).where(eq(schema.goals.childId, otherChild.id));
    const [practice] = await t.db
      .select()
      .from(schema.homeAssignments)
      .where(eq(schema.homeAssignments.childId, otherChild.id));
    await t.db.insert(schema.goalEvents).values({
      goalId: there!.id,
      actorUserId: other.id,
      actorName: 'Outra mãe',
      action: 'status',
      changes: { status: ['active', 'paused'] },
    });
    await t.db.insert(schema.goalObservations).values({
      goalId: there!.id,
      recorderUserId: other.id,
      recorderName: 'Outra mãe',
      observedOn: '2026-06-13',
      achieved: false,
      note: 'Nota da outra família',
    });
    await t.db.insert(schema.homeEntryRemovals).values({
      assignmentId: practice!.id,
      activityTitle: 'Memória',
      dayOfWeek: 2,
      reason: 'Motivo da outra família',
      removedBy: other.id,
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: person.cookie } });
    expect(res.statusCode).toBe(200);
    const exported = objectsIn(res.json());
    const about = await rowsOfThePerson(t, person.user.id);

    // What another family wrote about its own child's plan is not in the person's file.
    for (const text of ['Outra mãe', 'Nota da outra família', 'Motivo da outra família']) {
      expect(res.body).not.toContain(text);
    }
    // The references followed only from others are references, and `from` points at the table they refer to.
    for (const [name, { from }] of Object.entries(FOLLOWED_ONLY_FROM)) {
      const reference = references.find((r) => referenceName(r) === name);
      expect(reference, name).toBeDefined();
      expect(
        references.some((r) => referenceName(r) === from && r.table === reference!.foreignTable),
        from,
      ).toBe(true);
    }
    // The lists above name only tables about a person and columns they have.
    for (const name of [...Object.keys(TABLES_LEFT_OUT), ...Object.keys(FIELDS_LEFT_OUT)]) {
      expect([...about.keys()].map(nameOf), name).toContain(name);
    }
    for (const [name, fields] of Object.entries(FIELDS_LEFT_OUT)) {
      const columns = Object.values(getTableColumns(tables.find((x) => nameOf(x) === name)!)).map((c) => c.name);
      for (const field of Object.keys(fields)) expect(columns, `${name}.${field}`).toContain(field);
    }

    const missing: string[] = [];
    for (const [table, found] of about) {
      const name = nameOf(table);
      if (TABLES_LEFT_OUT[name]) continue;
      const leftOut = Object.keys(FIELDS_LEFT_OUT[name] ?? {});
      for (const { reference, rows } of found) {
        const via = reference ? `${name}.${reference.column.name}` : name;
        // A reference the test writes nothing through would check nothing: fill it above or in fillAccount.
        expect(rows.length, `no row of ${via} for the person`).toBeGreaterThan(0);
        for (const row of rows) {
          const fields = Object.entries(JSON.parse(JSON.stringify(exportRow(row))) as Row).filter(
            ([field]) => !leftOut.includes(field),
          );
          const shown = exported.some((o) => fields.every(([field, value]) => isDeepStrictEqual(o[field], value)));
          if (!shown) missing.push(`${via}: ${JSON.stringify(Object.fromEntries(fields))}`);
        }
      }
    }
    expect(missing).toEqual([]);

    // The secrets left out are nowhere in the file.
    for (const { rows } of [...(about.get(invitations) ?? []), ...(about.get(schema.userSessions) ?? [])]) {
      for (const row of rows) expect(res.body).not.toContain(String(row.tokenHash));
    }
    expect(res.body).not.toContain('link_enc');
    expect(res.body).not.toContain('token_hash');
    // It fills every table about a person, some hundreds of rows: on a busy 2-core machine that has
    // taken longer than the server tests' usual 20 s.
  }, 60_000);
});
