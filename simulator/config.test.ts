import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../src/config/schema.ts';
import {
  ConfigError,
  DEMO_SUPPORT_PASSWORD,
  buildRuntimeConfig,
  payOrigin,
  readConfigOverrides,
  readServerEnv,
} from './config.ts';
import { BUILD_MODE_FILE } from './server.ts';
import { productionDist, startTestSimulator, tempDir } from './testing.ts';

const bound = { host: '127.0.0.1', port: 8080, payPort: 8081 };

describe('runtime config', () => {
  it('is filled from the bound address, with the payment client on another origin', () => {
    const config = buildRuntimeConfig(bound, 'v1', {});
    expect(config).toEqual({
      restBaseUrl: 'http://127.0.0.1:8080/rest/v1',
      queryServiceUrl: 'http://127.0.0.1:8080/graphql/query',
      feedServiceUrl: 'http://127.0.0.1:8080/graphql/feed',
      feedSubscriptionsUrl: 'ws://127.0.0.1:8080/graphql/feed/subscriptions',
      realtimeUrl: 'ws://127.0.0.1:8080/realtime',
      payBaseUrl: 'http://localhost:8081/',
      checkoutOrigin: 'http://localhost:8081',
      supportReportUrl: 'http://127.0.0.1:8080/support/reports',
      ver: 'v1',
      defaultLanguage: 'en',
      loginEnabled: true,
      forceAvs: false,
      payEnvironment: 'lp',
    });
  });

  it('picks a pay origin that differs from the app origin', () => {
    expect(payOrigin('127.0.0.1', 9001)).toBe('http://localhost:9001');
    expect(payOrigin('localhost', 9001)).toBe('http://127.0.0.1:9001');
    expect(payOrigin('10.0.0.5', 9001)).toBe('http://10.0.0.5:9001');
    expect(payOrigin('::1', 9001)).toBe('http://[::1]:9001');
  });

  it('takes CONFIG_* overrides, booleans from true and false', () => {
    const overrides = readConfigOverrides({
      CONFIG_REST_BASE_URL: 'https://api.example.com/rest/v1',
      CONFIG_FORCE_AVS: 'true',
      CONFIG_LOGIN_ENABLED: 'false',
      CONFIG_DEFAULT_LANGUAGE: 'de',
      UNRELATED: 'x',
    });
    const config = buildRuntimeConfig(bound, 'v1', overrides);
    expect(config.restBaseUrl).toBe('https://api.example.com/rest/v1');
    expect(config.forceAvs).toBe(true);
    expect(config.loginEnabled).toBe(false);
    expect(config.defaultLanguage).toBe('de');
    expect(config.realtimeUrl).toBe('ws://127.0.0.1:8080/realtime');
  });

  it.each([
    ['CONFIG_REST_BASE_URL', 'not a url'],
    ['CONFIG_REALTIME_URL', 'http://127.0.0.1/realtime'],
    ['CONFIG_FORCE_AVS', 'yes'],
    ['CONFIG_DEFAULT_LANGUAGE', 'fr'],
    ['CONFIG_VER', ''],
  ])('rejects %s=%j naming the variable', (name, value) => {
    expect(() => readConfigOverrides({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfigOverrides({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}=`));
  });

  it('reads the server env with defaults and rejects a bad port', () => {
    expect(readServerEnv({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      payPort: 8081,
      dataDir: './.data',
      mode: 'demo',
      supportPassword: DEMO_SUPPORT_PASSWORD,
    });
    expect(readServerEnv({ HOST: 'localhost', PORT: '0', PAY_PORT: '9', DIST_DIR: 'd' })).toEqual({
      host: 'localhost',
      port: 0,
      payPort: 9,
      dataDir: './.data',
      distDir: 'd',
      mode: 'demo',
      supportPassword: DEMO_SUPPORT_PASSWORD,
    });
    expect(() => readServerEnv({ PAY_PORT: '80a' })).toThrow(/PAY_PORT/);
  });

  it('takes TRUST_PROXY as a hop count or the proxy addresses, never every hop', () => {
    expect(readServerEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readServerEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toBe(
      '10.0.0.1,10.1.0.0/16,::1',
    );
    expect(readServerEnv({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
    for (const raw of ['true', 'yes', '10.0.0.1/40', 'proxy.local', '12'])
      expect(() => readServerEnv({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY.*never every hop/);
  });

  it('reads the mode, the proxy flag and the support password; production has no default one', () => {
    const production = { SIMULATOR_MODE: 'production', SUPPORT_PASSWORD: 'a long secret 42' };
    expect(readServerEnv({ ...production, TRUST_PROXY: '1' })).toMatchObject({
      mode: 'production',
      trustProxy: 1,
      supportPassword: 'a long secret 42',
    });
    expect(() => readServerEnv({ SIMULATOR_MODE: 'prod' })).toThrow(/SIMULATOR_MODE/);
    expect(() => readServerEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    for (const password of [undefined, 'short', DEMO_SUPPORT_PASSWORD]) {
      expect(() =>
        readServerEnv({ SIMULATOR_MODE: 'production', SUPPORT_PASSWORD: password }),
      ).toThrow(ConfigError);
    }
    expect(readServerEnv({ SUPPORT_PASSWORD: 'mine' }).supportPassword).toBe('mine');
  });
});

describe('/config.json', () => {
  const dirs: { remove(): void }[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

  it('serves the validated config with the real ports, uncached', async () => {
    const data = tempDir();
    dirs.push(data);
    const sim = await startTestSimulator({
      dataDir: data.path,
      env: { CONFIG_PAY_ENVIRONMENT: 'staging' },
    });
    try {
      const response = await fetch(`${sim.appUrl}/config.json`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const config = runtimeConfigSchema.parse(await response.json());
      expect(config).toEqual(sim.config);
      expect(config.restBaseUrl).toBe(`${sim.appUrl}/rest/v1`);
      expect(config.payBaseUrl).toBe(`${sim.payUrl}/`);
      expect(new URL(config.payBaseUrl).origin).not.toBe(new URL(sim.appUrl).origin);
      expect(config.payEnvironment).toBe('staging');
      expect(sim.appUrl).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    } finally {
      await sim.close();
    }
  });

  it('fails a production startup without a support password', async () => {
    const data = tempDir();
    dirs.push(data);
    await expect(startTestSimulator({ dataDir: data.path, mode: 'production' })).rejects.toThrow(
      /SUPPORT_PASSWORD/,
    );
  });

  it('refuses production mode unless dist/ holds a production build (its .build-mode marker)', async () => {
    const data = tempDir();
    const dist = productionDist();
    dirs.push(data, dist);
    const start = () =>
      startTestSimulator({
        dataDir: data.path,
        distDir: dist.path,
        mode: 'production',
        supportPassword: 'a production secret 42',
      });
    for (const marker of ['e2e\n', 'demo']) {
      writeFileSync(join(dist.path, BUILD_MODE_FILE), marker);
      await expect(start()).rejects.toThrow(/needs a production build/);
    }
    rmSync(join(dist.path, BUILD_MODE_FILE));
    await expect(start()).rejects.toThrow(/needs a production build/);
    writeFileSync(join(dist.path, BUILD_MODE_FILE), 'production\n');
    await (await start()).close();
  });

  it('fails startup on an invalid override, naming the variable', async () => {
    const data = tempDir();
    dirs.push(data);
    await expect(
      startTestSimulator({ dataDir: data.path, env: { CONFIG_FEED_SERVICE_URL: 'ftp://x' } }),
    ).rejects.toThrow(/CONFIG_FEED_SERVICE_URL/);
  });
});
