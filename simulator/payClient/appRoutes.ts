import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/** Scaffold: the app-origin endpoints the pay tour calls (login success after the frame's login or signup). */
export function registerPayClientAppRoutes(
  _app: FastifyInstance,
  _ctx: SimulatorContext,
  _hub: RealtimeHub,
): void {}
