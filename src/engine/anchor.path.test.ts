import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup, spawnChild, type ActorRefFrom } from 'xstate';
import { actorPath, resolvePath } from './anchor.ts';

const leaf = createMachine({ id: 'leaf' });
const list = setup({ actors: { leaf } }).createMachine({
  invoke: { id: 'page', src: 'leaf' },
});
const domain = setup({ actors: { list } }).createMachine({
  entry: [spawnChild('list', { id: 'cams.top.list' }), spawnChild('list', { id: 'cams' })],
});
const root = setup({ actors: { domain } }).createMachine({
  invoke: { id: 'cams', src: 'domain' },
});

describe('actor paths of an anchor', () => {
  it('find each actor again, child ids with dots included', () => {
    const app = createActor(root).start();
    const cams = app.getSnapshot().children['cams']!;
    const children = cams.getSnapshot().children as Record<string, ActorRefFrom<typeof list>>;
    for (const ref of [
      cams,
      children['cams.top.list']!,
      children['cams']!,
      children['cams.top.list']!.getSnapshot().children['page']!,
    ]) {
      const path = actorPath(ref, app);
      expect(resolvePath(path, app), path).toBe(ref);
    }
    expect(actorPath(children['cams.top.list']!, app)).toBe('cams.cams.top.list');
    expect(resolvePath('', app)).toBe(app);
    expect(resolvePath('cams.nothing', app)).toBeUndefined();
  });
});
