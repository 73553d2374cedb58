import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlError, withCode } from './errors.ts';

describe('withCode', () => {
  it('masks an internal error when asked (production), never a resolver error on purpose', () => {
    const leak = new Error('SQLITE_ERROR: no such column secret_hash in /srv/app/store.ts');
    const internal = new GraphQLError(leak.message, { originalError: leak });
    expect(withCode(internal).message).toBe(leak.message);
    expect(withCode(internal, undefined, true).toJSON()).toMatchObject({
      message: 'Internal error',
      extensions: { code: 'internal' },
    });
    const chosen = graphqlError('unauthorized', 'Not logged in');
    expect(withCode(chosen, undefined, true).message).toBe('Not logged in');
  });
});
