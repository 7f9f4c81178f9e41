// Issue 22 point 6 (§7 driverset, driversget) through the real app on the seeded database: the
// department's notes for the driver, shared by its users, scoped to the session's department, validated
// (lengths, the phone rule) with Danish texts, read-only for a punch-out session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriverNotesSchema, MAX_DOOR_CODE_LENGTH, MAX_DRIVER_NOTE_LENGTH } from '../../core/schemas/driver-notes.js';
import { daDrivers } from '../../core/texts/da-drivers.js';
import * as t from '../db/schema.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { ChangeWatch } from '../test-support/db-fingerprint.js';
import { createTestContext, sessionCookieOf, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let kok: string;
let souschef: string;
let stranger: string;

beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
  souschef = await ctx.login('souschef@kantinen.dk');
  stranger = await ctx.login('indkob@storkoekken.dk');
});
afterAll(async () => {
  await ctx?.close();
});

const NOTES = { doorCode: '4711#', dropLocation: 'Ved  bagdøren', contactPhone: '+45 12 34 56 78', note: 'Ring på klokken\nved levering' };
const get = async (cookie: string) => {
  const res = await ctx.get('/api/deliverydate/driversget', cookie);
  expect(res.status).toBe(200);
  return DriverNotesSchema.parse(await res.json());
};
const set = (cookie: string | undefined, body: unknown) => ctx.post('/api/deliverydate/driverset', body, cookie);

describe('§7 driversget and driverset', () => {
  it('is empty before anything is set', async () => {
    expect(await get(stranger)).toEqual({ doorCode: '', dropLocation: '', contactPhone: '', note: '', updatedAt: null, updatedByName: null, canEdit: true });
  });

  it('saves the department\'s notes, normalised, stamped with who; a colleague sees and changes them', async () => {
    const res = await set(kok, NOTES);
    expect(res.status).toBe(200);
    const saved = DriverNotesSchema.parse(await res.json());
    expect(saved).toMatchObject({ doorCode: '4711#', dropLocation: 'Ved bagdøren', contactPhone: '+45 12 34 56 78', note: 'Ring på klokken\nved levering', updatedByName: 'Karen Kok', canEdit: true });
    expect(saved.updatedAt).toBe(ctx.clock.now().toISOString());
    expect(await get(souschef)).toEqual(saved);

    expect((await set(souschef, { ...NOTES, doorCode: '' })).status).toBe(200);
    expect(await get(kok)).toMatchObject({ doorCode: '', updatedByName: 'Søren Souschef' });
    const [souschefRow] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'souschef@kantinen.dk'));
    const [row] = await ctx.db.select().from(t.departmentDriverNotes).where(eq(t.departmentDriverNotes.departmentCode, '1001'));
    expect(row!.updatedBy).toBe(souschefRow!.id);
  });

  it('another department neither sees nor changes them', async () => {
    expect((await get(stranger)).doorCode).toBe('');
    expect((await set(stranger, { ...NOTES, note: 'Fremmed' })).status).toBe(200);
    expect((await get(kok)).note).toBe('Ring på klokken\nved levering');
    expect((await get(stranger)).note).toBe('Fremmed');
  });

  it.each([
    ['a phone with letters', { contactPhone: 'ring til Bo' }, daDrivers.phoneInvalid],
    ['a phone with too few digits', { contactPhone: '1234' }, daDrivers.phoneInvalid],
    ['a door code too long', { doorCode: '1'.repeat(MAX_DOOR_CODE_LENGTH + 1) }, null],
    ['a note too long', { note: 'x'.repeat(MAX_DRIVER_NOTE_LENGTH + 1) }, null],
    ['a control character', { dropLocation: 'a\u0000b' }, null],
    ['a missing field', { note: undefined }, null],
    ['a number for text', { doorCode: 1234 }, null],
  ])('%s is 400 with a Danish message, nothing changes', async (_name, change, message) => {
    const watch = await ChangeWatch.start(ctx.db);
    const res = await set(kok, { ...NOTES, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    if (message) expect(body.message).toBe(message);
    expect(body.message.length).toBeGreaterThan(0);
    expect(await watch.check()).toEqual([]);
  });

  it('needs a session (401), nothing changes', async () => {
    const watch = await ChangeWatch.start(ctx.db);
    expect((await ctx.get('/api/deliverydate/driversget')).status).toBe(401);
    expect((await set(undefined, NOTES)).status).toBe(401);
    expect(await watch.check()).toEqual([]);
  });

  it('a punch-out session reads them (canEdit false) but may not change them (403)', async () => {
    const res = await ctx.app.request('/api/punchoutlogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({ USERNAME: 'indkob@kommune.dk', PASSWORD: DEMO_PASSWORD, HOOK_URL: 'https://srm.kommune.dk/sap/bc/gui/oci', '~OkCode': 'ADDI' }).toString(),
    });
    const cookie = sessionCookieOf(res)!;
    expect((await get(cookie)).canEdit).toBe(false);
    const watch = await ChangeWatch.start(ctx.db);
    const refused = await set(cookie, NOTES);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'PunchOutSession', message: daDrivers.punchOutReadOnly });
    expect(await watch.check()).toEqual([]);
  });
});
