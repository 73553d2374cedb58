import { describe, expect, it } from 'vitest';
import { actorTree, findActor, flattenTree, systemIdsIn } from './actors.ts';
import { startTestSession } from './testing/session.ts';

describe('the actor tree', () => {
  it('lists every live actor with its system id, kind and status', async () => {
    // With the lazy domains, the logged-in guest's connection among them (issue 50 §5).
    const { engine } = await startTestSession({ domains: true });
    const tree = actorTree(engine.root);
    expect(tree).toMatchObject({ path: '', systemId: 'app', kind: 'machine', status: 'active' });
    const rows = flattenTree(tree).map(({ actor, depth }) => [
      actor.path,
      actor.systemId,
      actor.kind,
      depth,
    ]);
    expect(rows).toContainEqual(['bootstrap', 'bootstrap', 'machine', 1]);
    expect(rows).toContainEqual(['shell', 'shell', 'machine', 1]);
    expect(rows).toContainEqual(['realtime', 'realtime', 'machine', 1]);
    expect(rows).toContainEqual(['guest', 'guest', 'machine', 1]);
    expect(rows).toContainEqual(['realtime.socket', undefined, 'callback', 2]);
    expect(systemIdsIn(tree)).toEqual(expect.arrayContaining(['app', 'bootstrap', 'shell']));
    expect(findActor(tree, 'realtime.socket')?.id).toBe('socket');
    expect(findActor(tree, 'realtime.nothing')).toBeUndefined();
    engine.stop();
  });

  it('shows a service call in flight as a promise actor', async () => {
    const session = await startTestSession();
    session.engine.send('bootstrap', { type: 'ui.logoutRequested' });
    const logout = findActor(actorTree(session.engine.root), 'bootstrap.logout');
    expect(logout).toMatchObject({ kind: 'promise', status: 'active' });
    session.engine.stop();
  });
});
