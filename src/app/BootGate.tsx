import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react.ts';
import {
  selectBootPhase,
  selectFailure,
  selectHasFailed,
  selectIsReady,
  type BootPhase,
} from '../../machines/bootstrap/bootstrap.selectors.ts';
import type { RouteName } from '../../machines/shell/routes/index.ts';
import type { AppRouter as Screens } from '../../views/AppRouter.tsx';
import { ErrorPage } from '../../views/pages/ErrorPage.tsx';
import { useEngine, useSystemSelector } from '../engine/react.tsx';

const STEPS: BootPhase[] = ['config', 'session', 'guest'];

/**
 * The router and every screen behind it are a chunk of their own: the boot screen paints without
 * them. The entry starts loading them at once, so they arrive while the bootstrap talks to the
 * server (config, session, guest), before the guest is in. No Suspense: React throttles a
 * suspended screen's reveal with a timer, which a paused clock (tests, replays) never runs.
 */
const screens = {
  AppRouter: null as typeof Screens | null,
  failed: false,
  loading: null as Promise<void> | null,
  listeners: new Set<() => void>(),
};

function settle(patch: Partial<Pick<typeof screens, 'AppRouter' | 'failed'>>) {
  Object.assign(screens, patch);
  for (const listener of screens.listeners) listener();
}

/**
 * Starts loading the screens' chunk (once; again after a failure). Given the page's route, it
 * asks for that route's screen as soon as the router is here.
 */
export function preloadScreens(route?: RouteName): Promise<void> {
  if (!screens.loading) {
    if (screens.failed) settle({ failed: false });
    screens.loading = import('../../views/AppRouter.tsx').then(
      (module) => {
        if (route !== undefined) module.preloadRouteScreen(route);
        settle({ AppRouter: module.AppRouter });
      },
      () => {
        screens.loading = null;
        settle({ failed: true });
      },
    );
  }
  return screens.loading;
}

function subscribe(listener: () => void) {
  screens.listeners.add(listener);
  return () => screens.listeners.delete(listener);
}

/**
 * Shows the bootstrap's progress and failures; the app renders once the guest state is in. The
 * page wraps it in `AppFrame` (views/AppFrame.tsx), as the support replay does.
 */
export function BootGate({ overFrame = false }: { overFrame?: boolean }) {
  const ready = useSystemSelector('bootstrap', selectIsReady);
  const failed = useSystemSelector('bootstrap', selectHasFailed);
  const AppRouter = useSyncExternalStore(subscribe, () => screens.AppRouter);
  useEffect(() => {
    // Once more when the guest is in, if the load at start failed.
    if (ready && !screens.AppRouter) void preloadScreens();
  }, [ready]);
  // The whole app mounts as a transition: React renders it in slices of a few milliseconds and
  // lets the browser paint and take input in between, where one synchronous render of the layout
  // and the start page was a single long task (Lighthouse's total blocking time). The boot screen
  // stays until the app is rendered.
  const canEnter = ready && AppRouter !== null;
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    if (canEnter !== entered) startTransition(() => setEntered(canEnter));
  }, [canEnter, entered]);
  if (canEnter && entered) return <AppRouter />;
  return <BootScreen ready={ready} failed={failed} overFrame={overFrame} />;
}

function BootScreen(props: { ready: boolean; failed: boolean; overFrame: boolean }) {
  const chunkFailed = useSyncExternalStore(subscribe, () => screens.failed);
  const progress = props.overFrame ? <BootProgressOverFrame /> : <BootProgress />;
  // Ready but the chunk is still on its way (a slow network only), or it could not be loaded
  // (offline, or a new release replaced it): the error page offers a reload.
  if (props.ready) return chunkFailed ? <ErrorPage canReport={false} /> : progress;
  return props.failed ? <BootError /> : progress;
}

/** The bootstrap's step: how many of the steps are done (all of them once the guest is in). */
function useBootStep(): { phase: BootPhase; current: number } {
  const phase = useSystemSelector('bootstrap', selectBootPhase);
  return { phase, current: phase === 'ready' ? STEPS.length : STEPS.indexOf(phase) };
}

/**
 * Over a prerendered page (src/app/prerenderedFrame.ts) the page is already on screen: the
 * progress is a thin bar at the top of it, not a screen of its own that would replace the page.
 */
function BootProgressOverFrame() {
  const { t } = useTranslation();
  const { current } = useBootStep();
  const done = Math.max(0, current);
  return (
    <div
      className="boot-bar"
      data-boot-over-frame=""
      role="progressbar"
      aria-label={t('boot.progress', 'Start-up progress')}
      aria-valuemin={0}
      aria-valuemax={STEPS.length}
      aria-valuenow={done}
      style={{ inlineSize: `${((done + 1) / (STEPS.length + 1)) * 100}%` }}
    />
  );
}

function BootProgress() {
  const { t } = useTranslation();
  // Ready: every step done, while the screens' chunk arrives.
  const { phase, current } = useBootStep();
  const labels: Record<BootPhase, string> = {
    config: t('boot.step.config', 'Loading settings'),
    session: t('boot.step.session', 'Connecting'),
    guest: t('boot.step.guest', 'Loading your account'),
    ready: '',
    reloading: t('boot.reloading', 'Reloading'),
  };
  return (
    <main className="boot-screen" aria-busy="true">
      <div className="boot-card">
        <div className="boot-logo" aria-hidden="true" />
        <p className="boot-brand">{t('app.name', 'camclient')}</p>
        <h1>{phase === 'reloading' ? labels.reloading : t('boot.loading', 'Loading…')}</h1>
        <progress
          max={STEPS.length}
          value={Math.max(0, current)}
          aria-label={t('boot.progress', 'Start-up progress')}
        />
        <ol className="boot-steps">
          {STEPS.map((step, index) => (
            <li
              key={step}
              data-state={index < current ? 'done' : index === current ? 'active' : 'waiting'}
            >
              {labels[step]}
            </li>
          ))}
        </ol>
      </div>
    </main>
  );
}

function BootError() {
  const { t } = useTranslation();
  const engine = useEngine();
  const phase = useSystemSelector('bootstrap', selectBootPhase);
  const failure = useSystemSelector('bootstrap', selectFailure);
  const title =
    failure?.code === 'config_invalid'
      ? t('boot.error.configInvalid', 'The app configuration is invalid')
      : failure?.code === 'config_unreachable'
        ? t('boot.error.configUnreachable', 'The app configuration could not be loaded')
        : phase === 'session'
          ? t('boot.error.session', 'We could not connect you')
          : t('boot.error.guest', 'We could not load your account');
  return (
    <main className="boot-screen">
      <div className="boot-card" role="alert">
        <div className="boot-logo" aria-hidden="true" />
        <h1>{title}</h1>
        <p>
          {t(
            'boot.error.hint',
            'Check your connection and try again. If it keeps failing, the service may be down.',
          )}
        </p>
        {failure && (
          <p className="boot-detail">
            <code>{[failure.code, failure.message].filter(Boolean).join(': ')}</code>
          </p>
        )}
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('bootstrap', { type: 'ui.retryRequested' })}
        >
          {t('boot.retry', 'Try again')}
        </button>
      </div>
    </main>
  );
}
