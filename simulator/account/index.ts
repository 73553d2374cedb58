import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/** Scaffold: the account feature's simulator endpoints, state and pushes. */
export function registerAccountSimulator(
  _app: FastifyInstance,
  _ctx: SimulatorContext,
  _hub: RealtimeHub,
): void {}
