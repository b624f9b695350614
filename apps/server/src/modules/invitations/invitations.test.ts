import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { emailOutbox, emailTemplates } from '../../db/schema/mail';
import { invitations } from '../../db/schema/professionals';
import { sha256 } from '../../lib/crypto';
import { open } from '../../lib/secret-box';
import { createMailOutbox } from '../mail/outbox';
import { DUPLICATE_INVITATION, OWN_EMAIL } from '@neurobridge/shared/api/invitations';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const invite = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/professional/invite',
    headers: cookie ? keyed({ cookie }) : {},
    payload: payload as object,
  });
const writtenBy = async (parentUserId: number) => {
  const rows = await t.db.select().from(invitations).where(eq(invitations.parentUserId, parentUserId));
  const [outbox] = await t.db.select({ n: count() }).from(emailOutbox);
  return { invitations: rows.length, outbox: outbox!.n };
};
const outboxTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

describe('POST /api/professional/invite (docs/product.md#sending-an-invitation)', () => {
  it('stores a pending invitation with a hashed token and queues one e-mail with the link', async () => {
    const parent = await createSignedInUser(t, { fullName: 'Marta Souza' });
    const ana = await createChild(t.db, parent.user.id, { name: 'Ana' });
    const bia = await createChild(t.db, parent.user.id, { name: 'Bia' });
    const before = t.clock.now().getTime();
    const res = await invite(parent.cookie, {
      professional_email: '  Terapeuta@Clinica.example ',
      child_ids: [ana.id, bia.id, ana.id],
      message: 'Olá! <b>Vamos</b> começar na segunda.',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.invitation).toMatchObject({
      professional_email: 'terapeuta@clinica.example',
      status: 'pending',
      child_ids: [ana.id, bia.id],
    });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    // E-mailed: the link is not in the answer (docs/product.md#invitation-e-mail-status).
    expect(body).toMatchObject({ email: 'queued', link: null });
    const expires = new Date(body.invitation.expires_at).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(expires - before).toBeLessThanOrEqual(7 * DAY + 5000);
    expect(expires - before).toBe(7 * DAY); // by the app clock, which stands still in tests

    const [stored, ...more] = await t.db.select().from(invitations).where(eq(invitations.parentUserId, parent.user.id));
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      id: body.invitation.id,
      status: 'pending',
      childIds: [ana.id, bia.id],
      message: 'Olá! <b>Vamos</b> começar na segunda.',
    });

    const [mail, ...otherMail] = await outboxTo('terapeuta@clinica.example');
    expect(otherMail).toEqual([]);
    expect(mail).toMatchObject({
      templateType: 'professional_invitation',
      status: 'pending',
      subject: 'Convite para acompanhar Ana e Bia no NeuroBridge',
    });
    expect(mail!.bodyText).toContain('Marta Souza convidou você para acompanhar Ana e Bia no NeuroBridge');
    expect(mail!.bodyText).toContain('Olá! <b>Vamos</b> começar na segunda.');
    // At rest the e-mail holds no usable token: a placeholder, and the link sealed until delivery.
    const rawRow = JSON.stringify(mail);
    expect(mail!.bodyText).toContain('{{link}}');
    expect(rawRow).not.toMatch(/accept-invitation\/[A-Za-z0-9_-]{20,}/);
    const sent = createMailOutbox({ secretsKey: t.config.secretsKey! }).render(mail!);
    const link = new RegExp(`${TEST_APP_URL}/accept-invitation/([A-Za-z0-9_-]+)`);
    const token = sent.text.match(link)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    expect(rawRow).not.toContain(token);
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(stored!.tokenHash).not.toContain(token);
    // The HTML body escapes what people typed and links the same token.
    expect(sent.html).toContain('&lt;b&gt;Vamos&lt;/b&gt;');
    expect(sent.html).not.toContain('<b>Vamos');
    expect(sent.html).toContain(`href="${TEST_APP_URL}/accept-invitation/${token}"`);
    // Another key cannot open it.
    expect(() => createMailOutbox({ secretsKey: Buffer.alloc(32, 1) }).render(mail!)).toThrow();
    // The invitation points to its e-mail and keeps the same link sealed, for the parent to copy.
    expect(stored!.emailOutboxId).toBe(mail!.id);
    expect(stored!.linkEnc).not.toContain(token);
    expect(open(t.config.secretsKey!, stored!.linkEnc!)).toBe(`${TEST_APP_URL}/accept-invitation/${token}`);
  });

  it("refuses the parent's own e-mail and writes nothing", async () => {
    const parent = await createSignedInUser(t, { email: 'Mae.Propria@example.com' });
    const child = await createChild(t.db, parent.user.id);
    const before = await writtenBy(parent.user.id);
    const res = await invite(parent.cookie, { professional_email: 'mae.propria@EXAMPLE.com', child_ids: [child.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: OWN_EMAIL });
    expect(await writtenBy(parent.user.id)).toEqual(before);
  });

  it('names the parent by e-mail when there is no name, and works without a message', async () => {
    const parent = await createSignedInUser(t, { fullName: null, email: 'mae@example.com' });
    const child = await createChild(t.db, parent.user.id, { name: 'Caio' });
    const res = await invite(parent.cookie, { professional_email: 'fono@example.com', child_ids: [child.id] });
    expect(res.statusCode).toBe(201);
    const [mail] = await outboxTo('fono@example.com');
    expect(mail!.subject).toBe('Convite para acompanhar Caio no NeuroBridge');
    expect(mail!.bodyText).toContain('mae@example.com convidou você para acompanhar Caio');
    expect(mail!.bodyText).not.toContain('Mensagem de');
  });

  it('one open invitation per e-mail and child: a second → 409, nothing written; each gets its own token', async () => {
    const parent = await createSignedInUser(t);
    const ana = await createChild(t.db, parent.user.id);
    const bia = await createChild(t.db, parent.user.id);
    const body = { professional_email: 'dupla@example.com', child_ids: [ana.id] };
    expect((await invite(parent.cookie, body)).statusCode).toBe(201);
    const before = await writtenBy(parent.user.id);
    for (const again of [body, { ...body, professional_email: ' DUPLA@example.com ', child_ids: [bia.id, ana.id] }]) {
      const res = await invite(parent.cookie, again);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: DUPLICATE_INVITATION });
      expect(await writtenBy(parent.user.id)).toEqual(before);
    }
    // Another child, or another address: a new invitation. So is one after the first was answered.
    expect((await invite(parent.cookie, { ...body, child_ids: [bia.id] })).statusCode).toBe(201);
    expect((await invite(parent.cookie, { ...body, professional_email: 'outra@example.com' })).statusCode).toBe(201);
    await t.db
      .update(invitations)
      .set({ status: 'requested' })
      .where(eq(invitations.professionalEmail, 'outra@example.com'));
    const waiting = await invite(parent.cookie, { ...body, professional_email: 'outra@example.com' });
    expect(waiting.json()).toEqual({ error: DUPLICATE_INVITATION });
    await t.db.update(invitations).set({ status: 'declined' }).where(eq(invitations.parentUserId, parent.user.id));
    expect((await invite(parent.cookie, body)).statusCode).toBe(201);
    const rows = await t.db.select().from(invitations).where(eq(invitations.parentUserId, parent.user.id));
    expect(new Set(rows.map((r) => r.tokenHash)).size).toBe(4);
  });

  it('two invitations sent at once for the same e-mail and child: one is written, the other is a 409', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const body = { professional_email: 'aomesmotempo@example.com', child_ids: [child.id] };
    const answers = await Promise.all([1, 2, 3].map(() => invite(parent.cookie, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ error: DUPLICATE_INVITATION });
    expect((await writtenBy(parent.user.id)).invitations).toBe(1);
  });

  it('a template switched off by the admin queues no e-mail', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    await t.db
      .update(emailTemplates)
      .set({ isEnabled: false })
      .where(eq(emailTemplates.templateType, 'professional_invitation'));
    try {
      const res = await invite(parent.cookie, { professional_email: 'desligado@example.com', child_ids: [child.id] });
      expect(res.statusCode).toBe(201);
      expect(await outboxTo('desligado@example.com')).toEqual([]);
      // The parent is told, and gets the link to send themselves (docs/product.md#invitation-e-mail-status).
      const body = res.json();
      expect(body.email).toBe('disabled');
      const token = body.link.match(new RegExp(`^${TEST_APP_URL}/accept-invitation/([A-Za-z0-9_-]{22,})$`))[1];
      const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, body.invitation.id));
      expect(stored).toMatchObject({ tokenHash: sha256(token), emailOutboxId: null });
    } finally {
      await t.db
        .update(emailTemplates)
        .set({ isEnabled: true })
        .where(eq(emailTemplates.templateType, 'professional_invitation'));
    }
  });
});

describe('who may invite for a child', () => {
  it('anonymous callers get 401', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const before = await writtenBy(parent.user.id);
    const res = await invite(undefined, { professional_email: 'x@example.com', child_ids: [child.id] });
    expect(res.statusCode).toBe(401);
    expect(await writtenBy(parent.user.id)).toEqual(before);
  });

  it('children of another family, inactive or unknown ones → 404, nothing written', async () => {
    const parent = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const proWithAccess = await createSignedInUser(t);
    const mine = await createChild(t.db, parent.user.id);
    const inactive = await createChild(t.db, parent.user.id, { isActive: false });
    const theirs = await createChild(t.db, other.user.id);
    await grantAccess(t.db, mine, proWithAccess.user.id);
    const cases: [string, string, number[]][] = [
      ['another parent, with my child', other.cookie, [mine.id]],
      ['me, with their child among mine', parent.cookie, [mine.id, theirs.id]],
      ['me, with an inactive child', parent.cookie, [inactive.id]],
      ['me, with an id that does not exist', parent.cookie, [2_147_483_647]],
      ['a professional with access to my child', proWithAccess.cookie, [mine.id]],
    ];
    for (const [name, cookie, childIds] of cases) {
      const before = await writtenBy(parent.user.id);
      const res = await invite(cookie, { professional_email: 'pro@example.com', child_ids: childIds });
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ error: 'Criança não encontrada.' });
      expect(await writtenBy(parent.user.id), name).toEqual(before);
    }
    const [rows] = await t.db
      .select({ n: count() })
      .from(invitations)
      .where(eq(invitations.parentUserId, other.user.id));
    expect(rows!.n).toBe(0);
  });
});

describe('bad input (docs/product.md#sending-an-invitation)', () => {
  it.each([
    ['no e-mail', { child_ids: [1] }, 'Email inválido'],
    ['a blank e-mail', { professional_email: '   ', child_ids: [1] }, 'Email inválido'],
    ['an invalid e-mail', { professional_email: 'não é email', child_ids: [1] }, 'Email inválido'],
    ['an e-mail as a number', { professional_email: 42, child_ids: [1] }, 'Email inválido'],
    ['no children', { professional_email: 'a@example.com', child_ids: [] }, 'Selecione ao menos uma criança'],
    ['children missing', { professional_email: 'a@example.com' }, 'Selecione ao menos uma criança'],
    ['a child id as text', { professional_email: 'a@example.com', child_ids: ['1'] }, 'Selecione ao menos uma criança'],
    ['a child id of 0', { professional_email: 'a@example.com', child_ids: [0] }, 'Selecione ao menos uma criança'],
    [
      '21 children',
      { professional_email: 'a@example.com', child_ids: [...Array(21).keys()].map((i) => i + 1) },
      'Selecione no máximo 20 crianças.',
    ],
    [
      'a message of 1001 characters',
      { professional_email: 'a@example.com', child_ids: [1], message: 'm'.repeat(1001) },
      'A mensagem pode ter no máximo 1000 caracteres.',
    ],
    [
      'an unknown field',
      { professional_email: 'a@example.com', child_ids: [1], parent_user_id: 1 },
      'Campo não permitido: parent_user_id.',
    ],
  ])('%s → 400 "%s", nothing written', async (_name, payload, error) => {
    const parent = await createSignedInUser(t);
    await createChild(t.db, parent.user.id);
    const before = await writtenBy(parent.user.id);
    const res = await invite(parent.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await writtenBy(parent.user.id)).toEqual(before);
  });

  it('a child id beyond the integer range is refused, not a server error', async () => {
    const parent = await createSignedInUser(t);
    const res = await invite(parent.cookie, { professional_email: 'a@example.com', child_ids: [2_147_483_648] });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('allows 20 invitations an hour per parent, then 429; other parents are not affected', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const body = (i: number) => ({ professional_email: `limite-${i}@example.com`, child_ids: [child.id] });
    for (let i = 0; i < 20; i += 1) expect((await invite(parent.cookie, body(i))).statusCode).toBe(201);
    const limited = await invite(parent.cookie, body(20));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    expect((await writtenBy(parent.user.id)).invitations).toBe(20);

    const other = await createSignedInUser(t);
    const theirChild = await createChild(t.db, other.user.id);
    expect((await invite(other.cookie, { ...body(0), child_ids: [theirChild.id] })).statusCode).toBe(201);
  });
});
