import type { ELK, ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { ChartEdge, ChartNode, StateChart } from './graph.ts';

/** Text metrics of the chart's fonts; the view measures with a canvas, tests approximate. */
export interface Measure {
  title(text: string): number;
  small(text: string): number;
}

export const LINE = { title: 18, small: 15 } as const;
const PAD = 10;
const INITIAL_DOT = 10;

interface PlacedNode {
  node: ChartNode;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines under the title: tags, invoked actors, targetless transitions. */
  lines: { text: string; kind: 'tags' | 'invoke' | 'internal' }[];
}

interface PlacedEdge {
  edge: ChartEdge;
  points: ElkPoint[];
  label: { x: number; y: number; width: number; height: number } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  /** Small dots pointing at each compound state's initial child. */
  initials: { x: number; y: number; points: ElkPoint[] }[];
}

function linesOf(node: ChartNode): PlacedNode['lines'] {
  return [
    ...(node.tags.length > 0
      ? [{ text: node.tags.map((tag) => `#${tag}`).join(' '), kind: 'tags' as const }]
      : []),
    ...node.invokes.map((src) => ({ text: `invoke ${src}`, kind: 'invoke' as const })),
    ...node.internal.map((text) => ({ text, kind: 'internal' as const })),
  ];
}

function headerSize(node: ChartNode, measure: Measure): { width: number; height: number } {
  const lines = linesOf(node);
  const width = Math.max(measure.title(node.key), ...lines.map((line) => measure.small(line.text)));
  return {
    width: Math.ceil(width) + 2 * PAD,
    height: LINE.title + lines.length * LINE.small + PAD,
  };
}

const INITIAL_SUFFIX = '#initial';

/** The ELK graph of a chart: compound states hold their children, every edge at the root. */
export function toElkGraph(chart: StateChart, measure: Measure): ElkNode {
  const byParent = new Map<string | null, ChartNode[]>();
  for (const node of chart.nodes) {
    const siblings = byParent.get(node.parentId) ?? [];
    siblings.push(node);
    byParent.set(node.parentId, siblings);
  }
  const build = (node: ChartNode): ElkNode => {
    const header = headerSize(node, measure);
    const children = byParent.get(node.id) ?? [];
    if (children.length === 0)
      return { id: node.id, width: Math.max(header.width, 64), height: header.height + 4 };
    const initial = node.initialId
      ? [{ id: `${node.id}${INITIAL_SUFFIX}`, width: INITIAL_DOT, height: INITIAL_DOT }]
      : [];
    return {
      id: node.id,
      layoutOptions: {
        'elk.padding': `[top=${header.height + 8},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${header.width}, ${header.height + 20})`,
      },
      children: [...initial, ...children.map(build)],
    };
  };
  const root = chart.nodes.find((node) => node.id === chart.rootId);
  if (!root) throw new Error(`chart of '${chart.machineId}' has no root node`);
  const edges: ElkExtendedEdge[] = chart.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.sourceId],
    targets: [edge.targetId],
    labels: [
      { text: edge.label, width: Math.ceil(measure.small(edge.label)) + 6, height: LINE.small },
    ],
  }));
  for (const node of chart.nodes) {
    if (node.initialId)
      edges.push({
        id: `${node.id}${INITIAL_SUFFIX}>`,
        sources: [`${node.id}${INITIAL_SUFFIX}`],
        targets: [node.initialId],
      });
  }
  return {
    id: '@root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '20',
      'elk.spacing.edgeLabel': '3',
      'elk.spacing.edgeNode': '14',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [build(root)],
    edges,
  };
}

/** Reads ELK's answer back into absolute positions: edges are relative to their container. */
export function fromElkLayout(chart: StateChart, result: ElkNode): ChartLayout {
  const chartNodes = new Map(chart.nodes.map((node) => [node.id, node]));
  const chartEdges = new Map(chart.edges.map((edge) => [edge.id, edge]));
  const offsets = new Map<string, ElkPoint>([[result.id, { x: 0, y: 0 }]]);
  const nodes: PlacedNode[] = [];
  const initials: ChartLayout['initials'] = [];
  const rawEdges: { edge: ElkExtendedEdge; holder: string }[] = [];
  const walk = (elk: ElkNode, parent: ElkPoint) => {
    for (const edge of elk.edges ?? []) rawEdges.push({ edge, holder: elk.id });
    for (const child of elk.children ?? []) {
      const x = parent.x + (child.x ?? 0);
      const y = parent.y + (child.y ?? 0);
      offsets.set(child.id, { x, y });
      const node = chartNodes.get(child.id);
      if (node) {
        nodes.push({
          node,
          x,
          y,
          width: child.width ?? 0,
          height: child.height ?? 0,
          lines: linesOf(node),
        });
      }
      walk(child, { x, y });
    }
  };
  walk(result, { x: 0, y: 0 });
  const edges: PlacedEdge[] = [];
  for (const { edge, holder } of rawEdges) {
    const origin = offsets.get(edge.container ?? holder) ?? { x: 0, y: 0 };
    const shift = (point: ElkPoint) => ({ x: origin.x + point.x, y: origin.y + point.y });
    const points = (edge.sections ?? []).flatMap((section) => [
      shift(section.startPoint),
      ...(section.bendPoints ?? []).map(shift),
      shift(section.endPoint),
    ]);
    const chartEdge = chartEdges.get(edge.id);
    if (!chartEdge) {
      const dot = offsets.get(edge.sources[0] ?? '');
      if (dot) initials.push({ x: dot.x + INITIAL_DOT / 2, y: dot.y + INITIAL_DOT / 2, points });
      continue;
    }
    const label = edge.labels?.[0];
    edges.push({
      edge: chartEdge,
      points,
      label:
        label && label.x !== undefined && label.y !== undefined
          ? {
              x: origin.x + label.x,
              y: origin.y + label.y,
              width: label.width ?? 0,
              height: label.height ?? 0,
            }
          : null,
    });
  }
  // Parents first, so children paint over them.
  nodes.sort((a, b) => depth(a.node, chartNodes) - depth(b.node, chartNodes));
  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges, initials };
}

function depth(node: ChartNode, nodes: Map<string, ChartNode>): number {
  let d = 0;
  for (let parent = node.parentId; parent !== null; parent = nodes.get(parent)?.parentId ?? null)
    d++;
  return d;
}

/**
 * Lays a chart out with ELK (layered, compound states holding their children). `elk` is passed in
 * so that the view can load elkjs lazily and tests can use the same function.
 *
 * @example
 * const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
 * const layout = await layoutChart(machineGraph(shellMachine()), new ELK(), measure);
 */
export async function layoutChart(
  chart: StateChart,
  elk: ELK,
  measure: Measure,
): Promise<ChartLayout> {
  const result = await elk.layout(toElkGraph(chart, measure));
  return fromElkLayout(chart, result);
}
