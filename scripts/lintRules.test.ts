import { ESLint, Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/**
 * The rule of eslint.config.js against hand-written sends in machines (issue 52 §4), as the
 * config gives it to a machine file, run on snippets: each way round it that a review found must
 * be reported, and the typed sends must pass.
 */
describe('the lint rule against hand-written sends in machines', () => {
  let rule: Linter.RuleEntry | undefined;
  let sharedRule: Linter.RuleEntry | undefined;

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: REPO });
    const forFile = async (path: string) =>
      ((await eslint.calculateConfigForFile(path)) as Linter.Config).rules?.[
        'no-restricted-syntax'
      ];
    rule = await forFile('machines/feed/feed.machine.ts');
    sharedRule = await forFile('machines/shared/domainEvents.ts');
  });

  const messages = (code: string, entry = rule) =>
    new Linter({ configType: 'flat' })
      .verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser, sourceType: 'module' },
            rules: { 'no-restricted-syntax': entry ?? 'off' },
          },
        ],
        { filename: 'machines/x/x.machine.ts' },
      )
      .map((message) => message.message);

  it.each([
    ["import { actorIn } from '../shared/actorIn.ts';\nactorIn(system, 'guest');", 2],
    // An alias: the import itself is what is reported, as the call no longer says `actorIn`.
    ["import { actorIn as find } from '../shared/actorIn.ts';\nfind(system, 'guest');", 1],
    ["import * as shared from '../shared/actorIn.ts';\nshared.actorIn(system, 'guest');", 1],
    ["system.get('guest')?.send({ type: 'x' });", 1],
    ["self.system.get('guest')?.send({ type: 'x' });", 1],
    ["actorScope.self.system.get('guest');", 1],
  ] as const)('reports %j', (code, count) => {
    const found = messages(code).filter((message) => /actorIn|system\.get/.test(message));
    expect(found).toHaveLength(count);
  });

  it.each([
    "toSystem('guest', { type: 'guest.reloadBalance' as const });",
    "sendTo('child', { type: 'x' });",
    "import { toSystem } from '../shared/domainEvents.ts';",
    "params.map.get('guest');",
    "const system = 'simulated'; system.length;",
  ])('lets %j pass', (code) => {
    expect(messages(code)).toEqual([]);
  });

  it('leaves machines/shared, where the typed sends are written, to the layer rules alone', () => {
    expect(messages("self.system.get('guest');", sharedRule)).toEqual([]);
  });
});
