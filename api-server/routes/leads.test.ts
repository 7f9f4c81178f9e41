// The lead generator (issue 17 §2) on the seeded database: GET /api/leads for a user and for an
// anonymous visitor, POST /api/mail/sendnotification (email, name, phone, Id): the booking, its two
// mails in the outbox, once per user and lead (409, nothing changes), 404 for unknown / inactive leads,
// 400 for bad input (never 500), and a colleague's booking is his own.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadBookingAnswerSchema, LeadsSchema } from '../../core/schemas/leads.js';
import { daLeads } from '../../core/texts/da-leads.js';
import * as t from '../db/schema.js';
import { ChangeWatch } from '../test-support/db-fingerprint.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

const LEADS = '/api/leads';
const SEND = '/api/mail/sendnotification';
const form = { email: 'karen@kantinen.dk', name: 'Karen Kok', phone: '+45 12 34 56 78' };

let ctx: TestContext;
let kok: string;
let souschef: string;
let stranger: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [kok, souschef, stranger] = await Promise.all([
    ctx.login('kok@kantinen.dk'),
    ctx.login('souschef@kantinen.dk'),
    ctx.login('indkob@storkoekken.dk'),
  ]);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

async function leadsOf(cookie?: string) {
  const res = await ctx.get(LEADS, cookie);
  expect(res.status).toBe(200);
  return LeadsSchema.parse(await res.json());
}

async function mailsTo(address: string) {
  return ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, address));
}

describe('GET /api/leads', () => {
  it('answers the 4 seeded leads in their order, none booked, without the sales address', async () => {
    const res = await ctx.get(LEADS, kok);
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(body.every((l) => l.booked === false && !('salesEmail' in l))).toBe(true);
    expect(LeadsSchema.parse(body)[0]).toMatchObject({ title: expect.stringContaining('Kombiovn'), logo: '/assets/leads/kombiovn.svg', buttonText: expect.any(String) });
  });

  it('answers an anonymous visitor too: the same leads, booked false', async () => {
    expect((await leadsOf()).map((l) => [l.id, l.booked])).toEqual([[1, false], [2, false], [3, false], [4, false]]);
  });

  it('leaves out inactive leads', async () => {
    await ctx.db.insert(t.leads).values({ id: 90, title: 'Gammel demo', text: 'Slut', buttonText: 'Book', salesEmail: 'salg@grossist.dk', active: false });
    expect((await leadsOf(kok)).map((l) => l.id)).not.toContain(90);
  });
});

describe('POST /api/mail/sendnotification', () => {
  it('books the lead, answers it booked, and mails the sales address and the booker in the same transaction', async () => {
    const res = await ctx.post(SEND, { ...form, email: ' Karen@Kantinen.DK ', Id: 2 }, kok);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(LeadBookingAnswerSchema.parse(await res.json()).lead).toMatchObject({ id: 2, booked: true });
    const [booking] = await ctx.db.select().from(t.leadBookings).where(eq(t.leadBookings.leadId, 2));
    expect(booking).toMatchObject({ departmentCode: '1001', name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '+45 12 34 56 78' });
    const [sales] = await mailsTo('salg-kaffe@grossist.dk');
    expect(sales?.kind).toBe('lead-booking');
    expect(sales?.subject).toContain('Kaffemaskine til personalet');
    // Who booked, the customer and department from the session, what was typed, which demo.
    for (const part of ['Karen Kok', 'kok@kantinen.dk', '1001', 'karen@kantinen.dk', '+45 12 34 56 78', 'Kaffemaskine til personalet']) {
      expect(sales?.textBody).toContain(part);
    }
    const [confirmation] = await mailsTo('karen@kantinen.dk');
    expect(confirmation?.kind).toBe('lead-booking-confirmation');
    expect((await leadsOf(kok)).find((l) => l.id === 2)?.booked).toBe(true);
  });

  it('a second booking of the same lead is 409 with a Danish text, and nothing changes', async () => {
    await ctx.post(SEND, { ...form, Id: 3 }, kok);
    const watch = await ChangeWatch.start(ctx.db);
    const res = await ctx.post(SEND, { ...form, name: 'En anden', Id: 3 }, kok);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'AlreadyBooked', message: daLeads.alreadyBooked });
    expect(await watch.check()).toEqual([]);
  });

  it("a colleague's booking is his own: the lead stays unbooked for the others", async () => {
    const res = await ctx.post(SEND, { ...form, Id: 4 }, souschef);
    expect(res.status).toBe(201);
    expect((await leadsOf(kok)).find((l) => l.id === 4)?.booked).toBe(false);
    expect((await leadsOf(stranger)).find((l) => l.id === 4)?.booked).toBe(false);
    expect((await leadsOf(souschef)).find((l) => l.id === 4)?.booked).toBe(true);
  });

  it('the department in the mail is the session\'s, whatever the body says', async () => {
    const res = await ctx.post(SEND, { ...form, Id: 1, departmentCode: '1001', customerNo: 'X' }, stranger);
    expect(res.status).toBe(201);
    const [booking] = await ctx.db.select().from(t.leadBookings).where(and(eq(t.leadBookings.leadId, 1), eq(t.leadBookings.departmentCode, '2001')));
    expect(booking).toBeDefined();
    const sales = await ctx.db.select().from(t.mailOutbox).where(sql`${t.mailOutbox.toAddress} = 'salg-kombiovn@grossist.dk' and ${t.mailOutbox.textBody} like '%2001%'`);
    expect(sales).toHaveLength(1);
  });

  it.each([
    ['an unknown lead', 999],
    ['an inactive lead', 90],
  ])('%s is 404 and nothing changes', async (_what, id) => {
    const watch = await ChangeWatch.start(ctx.db);
    const res = await ctx.post(SEND, { ...form, Id: id }, kok);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NotFound', message: daLeads.notFound });
    expect(await watch.check()).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await ctx.post(SEND, { ...form, Id: 1 });
    expect(res.status).toBe(401);
  });

  it.each([
    ['no name', { ...form, name: '  ' }, daLeads.nameMissing],
    ['no e-mail', { ...form, email: '' }, daLeads.emailMissing],
    ['a malformed e-mail', { ...form, email: 'karen@kantinen' }, daLeads.emailInvalid],
    ['no phone', { ...form, phone: '' }, daLeads.phoneMissing],
    ['letters in the phone', { ...form, phone: '12 34 ab 78' }, daLeads.phoneInvalid],
    ['too few digits', { ...form, phone: '1234' }, daLeads.phoneInvalid],
  ])('%s is 400 with the form\'s Danish text', async (_what, body, message) => {
    const watch = await ChangeWatch.start(ctx.db);
    const res = await ctx.post(SEND, { ...body, Id: 1 }, kok);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'ValidationError', message });
    expect(await watch.check()).toEqual([]);
  });

  it.each([
    ['a NUL in the name', { ...form, name: 'Karen\u0000', Id: 1 }],
    ['a huge name', { ...form, name: 'x'.repeat(100_000), Id: 1 }],
    ['a huge e-mail', { ...form, email: `${'x'.repeat(300)}@kantinen.dk`, Id: 1 }],
    ['a number as phone', { ...form, phone: 12345678, Id: 1 }],
    ['a string id', { ...form, Id: '1' }],
    ['an id past int4', { ...form, Id: 2_147_483_648 }],
    ['a fractional id', { ...form, Id: 1.5 }],
    ['a missing id', { ...form }],
    ['an array', [form]],
    ['null', null],
  ])('%s is 400, never 500, and nothing changes', async (_what, body) => {
    const watch = await ChangeWatch.start(ctx.db);
    const res = await ctx.post(SEND, body, kok);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await watch.check()).toEqual([]);
  });
});
