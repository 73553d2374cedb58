import type { RuntimeConfig } from '../src/config/schema.ts';
import type { Store } from './store/index.ts';

/** What exists only once both servers are bound (port 0 resolves to a real port then). */
export interface RuntimeInfo {
  config: RuntimeConfig;
  appOrigin: string;
  payOrigin: string;
}

/** Shared by every route module: the store, where the app is built, and the bound runtime. */
export interface SimulatorContext {
  store: Store;
  distDir: string;
  runtime(): RuntimeInfo;
}
