import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { consumePasswordToken, issuePasswordToken, passwordLink, passwordTokenUsable } from './password-tokens.js';

describe('password tokens (issue 19: one-time, 60 minutes, stored hashed)', () => {
  let tdb: TestDb;
  let userId: number;
  const now = new Date('2026-11-26T10:00:00Z');
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  beforeAll(async () => {
    tdb = await createTestDb({ products: 20 });
    const [user] = await tdb.db.select({ id: t.users.id }).from(t.users).limit(1);
    userId = user!.id;
  });
  afterAll(() => tdb.close());

  it('stores only the hash and works once', async () => {
    const token = await issuePasswordToken(tdb.db, userId, 'reset', now);
    const stored = await tdb.db.select().from(t.passwordTokens).where(eq(t.passwordTokens.userId, userId));
    expect(stored.some((r) => r.tokenHash.includes(token) || token.includes(r.tokenHash))).toBe(false);
    expect(await passwordTokenUsable(tdb.db, token, later(1))).toBe(true);
    expect(await consumePasswordToken(tdb.db, token, later(1))).toEqual({ userId, purpose: 'reset' });
    expect(await consumePasswordToken(tdb.db, token, later(2))).toBeNull();
    expect(await passwordTokenUsable(tdb.db, token, later(2))).toBe(false);
  });

  it('expires after 60 minutes', async () => {
    const token = await issuePasswordToken(tdb.db, userId, 'reset', now);
    expect(await consumePasswordToken(tdb.db, token, later(60))).toBeNull();
    const fresh = await issuePasswordToken(tdb.db, userId, 'reset', now);
    expect(await consumePasswordToken(tdb.db, fresh, later(59))).not.toBeNull();
  });

  it('a newer link replaces the older one; unknown tokens fail alike', async () => {
    const first = await issuePasswordToken(tdb.db, userId, 'reset', now);
    const second = await issuePasswordToken(tdb.db, userId, 'reset', now);
    expect(await consumePasswordToken(tdb.db, first, later(1))).toBeNull();
    expect(await consumePasswordToken(tdb.db, 'x'.repeat(43), later(1))).toBeNull();
    expect(await consumePasswordToken(tdb.db, '', later(1))).toBeNull();
    expect(await consumePasswordToken(tdb.db, second, later(1))).not.toBeNull();
  });

  it('of two concurrent uses exactly one wins', async () => {
    const token = await issuePasswordToken(tdb.db, userId, 'welcome', now);
    const results = await Promise.all([consumePasswordToken(tdb.db, token, later(1)), consumePasswordToken(tdb.db, token, later(1))]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('builds the link on the given origin', () => {
    expect(passwordLink('https://shop.example.dk', 'abc')).toBe('https://shop.example.dk/nulstil-adgangskode?token=abc');
  });
});
