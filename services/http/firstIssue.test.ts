import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { firstIssue } from './firstIssue.ts';

const reply = z.object({ guest: z.object({ balance: z.number() }) });

describe('firstIssue', () => {
  it('words the failure in English although the module loaded without the messages', async () => {
    // Nothing in this file's graph has loaded them yet: zod says only "Invalid input".
    const plain = z.safeParse(reply, { guest: { balance: 'ten' } });
    expect(plain.success ? null : plain.error.issues[0]?.message).toBe('Invalid input');

    expect(await firstIssue(reply, { guest: { balance: 'ten' } })).toEqual({
      path: 'guest.balance',
      message: 'Invalid input: expected number, received string',
    });
  });

  it('names no path for the value itself, and no issue for a valid value', async () => {
    expect(await firstIssue(reply, 'text')).toEqual({
      path: '',
      message: 'Invalid input: expected object, received string',
    });
    expect(await firstIssue(reply, { guest: { balance: 1 } })).toBeNull();
  });
});

describe('firstIssue without its messages', () => {
  it('still names the failing field when the messages chunk does not come', async () => {
    vi.resetModules();
    vi.doMock('./zodMessages.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { firstIssue: isolated } = await import('./firstIssue.ts');
      // zod's words depend on whether an earlier test of this worker loaded the messages (zod's
      // configuration outlives the module reset): the field and a message are what must come.
      const issue = await isolated(reply, { guest: { balance: 'ten' } });
      expect(issue?.path).toBe('guest.balance');
      expect(issue?.message).toMatch(/^Invalid input/);
    } finally {
      vi.doUnmock('./zodMessages.ts');
      vi.resetModules();
    }
  });
});
