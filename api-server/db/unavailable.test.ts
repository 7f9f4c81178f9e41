import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('telling an unreachable database from a bug (issue 14 §5)', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['admin shutdown (pg_ctl stop)', withCode('57P01', 'terminating connection due to administrator command')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['connection exception class 08', withCode('08006')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['terminated client', new Error('Connection terminated unexpectedly')],
    ['wrapped by drizzle', wrapped(withCode('ECONNREFUSED'))],
    ['refused on every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('%s: unavailable', (_, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['a constraint violation', withCode('23505', 'duplicate key')],
    ['a syntax error', wrapped(withCode('42601'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: not unavailable', (_, err) => expect(isDatabaseUnavailable(err)).toBe(false));

  it('survives a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
