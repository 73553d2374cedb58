import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup } from 'xstate';
import { bootstrapMachine } from '../../../machines/bootstrap/bootstrap.machine.ts';
import { shellMachine } from '../../../machines/shell/shell.machine.ts';
import {
  activeNodeIds,
  describeEventType,
  guardLabel,
  machineGraph,
  takenEdgeIds,
} from './graph.ts';
import { fromElkLayout, toElkGraph, type Measure } from './layout.ts';

const measure: Measure = { title: (text) => text.length * 8, small: (text) => text.length * 6 };

describe('machineGraph', () => {
  it('lists every state of the bootstrap machine with its type, tags, invokes and initial', () => {
    const chart = machineGraph(bootstrapMachine());
    const byId = new Map(chart.nodes.map((node) => [node.id, node]));
    expect(chart.rootId).toBe('bootstrap');
    expect(byId.get('bootstrap')).toMatchObject({
      type: 'compound',
      parentId: null,
      initialId: 'bootstrap.loadingConfig',
    });
    expect(byId.get('bootstrap.loadingConfig')).toMatchObject({
      type: 'atomic',
      parentId: 'bootstrap',
      tags: ['loading'],
      invokes: ['loadConfig'],
    });
    expect(byId.get('bootstrap.failed')).toMatchObject({
      type: 'compound',
      initialId: 'bootstrap.failed.config',
    });
    // The root, its 7 states, failed's 3 and ready's 5 (the session's watch).
    expect(chart.nodes).toHaveLength(1 + 7 + 3 + 5);
  });

  it('draws invoke outcomes and events as edges, to their targets', () => {
    const edges = machineGraph(bootstrapMachine()).edges.map((edge) => [
      edge.sourceId,
      edge.label,
      edge.targetId,
      edge.kind,
    ]);
    expect(edges).toContainEqual([
      'bootstrap.loadingConfig',
      'done: loadConfig',
      'bootstrap.loadingSession',
      'done',
    ]);
    expect(edges).toContainEqual([
      'bootstrap.loadingConfig',
      'error: loadConfig',
      'bootstrap.failed.config',
      'error',
    ]);
    expect(edges).toContainEqual([
      'bootstrap.ready',
      'ui.logoutRequested',
      'bootstrap.loggingOut',
      'event',
    ]);
    expect(edges).toContainEqual([
      'bootstrap.failed.session',
      'ui.retryRequested',
      'bootstrap.loadingSession',
      'event',
    ]);
  });

  it('shows parallel regions, guards, and targetless transitions on their state', () => {
    const chart = machineGraph(shellMachine());
    const root = chart.nodes.find((node) => node.id === 'shell');
    expect(root?.type).toBe('parallel');
    expect(root?.initialId).toBeNull();
    const route = chart.nodes.find((node) => node.id === 'shell.route');
    expect(route?.internal).toEqual(['ui.routeChanged [isNewLocation]']);
    const toMobile = chart.edges.find(
      (edge) => edge.sourceId === 'shell.layout.desktop' && edge.targetId === 'shell.layout.mobile',
    );
    expect(toMobile?.label).toBe('env.viewportResized [isMobileWidth]');
    const toSearch = chart.edges.find((edge) => edge.targetId === 'shell.menu.search');
    expect(toSearch?.guard).toBe('and(in {"layout":"mobile"}, isRequested)');
    expect(chart.nodes.find((node) => node.id === 'shell.layout.mobile')?.tags).toEqual(['mobile']);
  });

  it('names delayed and eventless transitions, and final and history states', () => {
    const machine = setup({ delays: { grace: 500 } }).createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { after: { grace: 'b', 1000: 'c' } },
        b: { always: { target: 'c' } },
        c: { type: 'final' },
        h: { type: 'history', history: 'deep' },
      },
    });
    const chart = machineGraph(machine);
    const labels = chart.edges.map((edge) => `${edge.sourceId}>${edge.targetId}:${edge.label}`);
    expect(labels).toEqual(
      expect.arrayContaining(['m.a>m.b:after grace', 'm.a>m.c:after 1000 ms', 'm.b>m.c:always']),
    );
    expect(chart.edges.find((edge) => edge.sourceId === 'm.b')?.kind).toBe('always');
    expect(chart.nodes.find((node) => node.id === 'm.c')?.type).toBe('final');
    expect(chart.nodes.find((node) => node.id === 'm.h')?.type).toBe('history');
  });

  it('gives one edge per target of a multi-target transition', () => {
    const machine = createMachine({
      id: 'p',
      type: 'parallel',
      states: {
        x: { initial: 'x1', states: { x1: {}, x2: {} } },
        y: {
          initial: 'y1',
          states: { y1: { on: { go: { target: ['#p.x.x2', '#p.y.y2'] } } }, y2: {} },
        },
      },
    });
    const go = machineGraph(machine).edges.filter((edge) => edge.event === 'go');
    expect(go.map((edge) => edge.targetId).sort()).toEqual(['p.x.x2', 'p.y.y2']);
    expect(new Set(go.map((edge) => edge.id)).size).toBe(2);
  });
});

describe('active states and taken transitions', () => {
  it('reads the active states of a snapshot and the edges a microstep took', () => {
    const actor = createActor(shellMachine(), { input: { path: '/en/', search: '' } });
    const taken: string[][] = [];
    actor.system.inspect((event) => {
      if (event.type === '@xstate.microstep') taken.push([...takenEdgeIds(event._transitions)]);
    });
    actor.start();
    expect(activeNodeIds(actor.getSnapshot())).toContain('shell.layout.desktop');
    actor.send({ type: 'env.viewportResized', width: 375 });
    actor.send({ type: 'ui.menuToggled', menu: 'search' });
    const active = activeNodeIds(actor.getSnapshot());
    expect(active).toContain('shell.layout.mobile');
    expect(active).toContain('shell.menu.search');
    expect(active).not.toContain('shell.menu.closed');
    const edges = machineGraph(shellMachine()).edges;
    const [toMobile] = taken[taken.length - 2] ?? [];
    const [toSearch] = taken[taken.length - 1] ?? [];
    expect(edges.find((edge) => edge.id === toMobile)?.targetId).toBe('shell.layout.mobile');
    expect(edges.find((edge) => edge.id === toSearch)?.targetId).toBe('shell.menu.search');
    actor.stop();
  });

  it('has nothing active for a non-machine snapshot', () => {
    expect(activeNodeIds({ status: 'active' }).size).toBe(0);
    expect(activeNodeIds(null).size).toBe(0);
  });
});

describe('labels', () => {
  it('shortens xstate event descriptors', () => {
    expect(describeEventType('xstate.after.ping.a.b', 'a.b')).toEqual({
      kind: 'after',
      label: 'after ping',
    });
    expect(describeEventType('xstate.done.state.a.b', 'a')).toEqual({
      kind: 'done',
      label: 'done',
    });
    expect(describeEventType('*', 'a').label).toBe('*');
  });

  it('reads guards of every shape', () => {
    expect(guardLabel(undefined)).toBeNull();
    expect(guardLabel('isReady')).toBe('isReady');
    expect(guardLabel({ type: 'isMobileWidth', params: {} })).toBe('isMobileWidth');
    expect(guardLabel(function isCustom() {})).toBe('isCustom');
  });
});

describe('the ELK graph', () => {
  it('nests compound states, pads them for their title, and adds initial markers', () => {
    const chart = machineGraph(bootstrapMachine());
    const graph = toElkGraph(chart, measure);
    const root = graph.children?.[0];
    expect(root?.id).toBe('bootstrap');
    expect(root?.children?.map((child) => child.id)).toContain('bootstrap#initial');
    const failed = root?.children?.find((child) => child.id === 'bootstrap.failed');
    expect(failed?.children?.map((child) => child.id)).toEqual([
      'bootstrap.failed#initial',
      'bootstrap.failed.config',
      'bootstrap.failed.session',
      'bootstrap.failed.guest',
    ]);
    // One initial marker per compound state: the root, failed and ready.
    expect(graph.edges?.length).toBe(chart.edges.length + 3);
  });

  it('reads positions back as absolute, edges offset by their container', () => {
    const chart = machineGraph(
      createMachine({ id: 'm', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }),
    );
    const result = {
      id: '@root',
      width: 300,
      height: 200,
      children: [
        {
          id: 'm',
          x: 10,
          y: 20,
          width: 200,
          height: 100,
          children: [
            { id: 'm#initial', x: 5, y: 5, width: 10, height: 10 },
            { id: 'm.a', x: 30, y: 30, width: 40, height: 20 },
            { id: 'm.b', x: 120, y: 30, width: 40, height: 20 },
          ],
          edges: [
            {
              id: chart.edges[0]!.id,
              sources: ['m.a'],
              targets: ['m.b'],
              container: 'm',
              labels: [{ text: 'go', x: 80, y: 20, width: 20, height: 12 }],
              sections: [{ id: 's', startPoint: { x: 70, y: 40 }, endPoint: { x: 120, y: 40 } }],
            },
          ],
        },
      ],
    };
    const layout = fromElkLayout(chart, result);
    expect(layout.nodes.map((node) => [node.node.id, node.x, node.y])).toEqual([
      ['m', 10, 20],
      ['m.a', 40, 50],
      ['m.b', 130, 50],
    ]);
    expect(layout.edges[0]?.points).toEqual([
      { x: 80, y: 60 },
      { x: 130, y: 60 },
    ]);
    expect(layout.edges[0]?.label).toEqual({ x: 90, y: 40, width: 20, height: 12 });
  });
});
