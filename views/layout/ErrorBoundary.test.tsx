import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n/index.ts';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { demoView, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { markupText as text } from '../testing/markupText.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// No DOM here (server rendering skips error boundaries): the boundary's own steps are driven
// by hand, as React drives them when a child throws; the error view is rendered as markup under
// the real app system (the demo engine), whose report dialog its report button opens.

let demo: DemoView;

beforeEach(async () => {
  initI18n('en');
  demo = await demoView();
});

afterEach(stopDemoViews);

const markup = (node: React.ReactNode) => text(demo.render(node)).trim();

function boundary(resetKey: string) {
  const props = {
    resetKey,
    fallback: (retry: () => void) => <ErrorPage onRetry={retry} />,
    children: <p>the screen</p>,
  };
  const instance = new ErrorBoundary(props);
  // Outside a renderer setState is a no-op: apply it as React would.
  instance.setState = (patch) => Object.assign(instance.state, patch);
  return { instance, props };
}

describe('the error boundary', () => {
  it('shows the error view with a retry, a reload and the report button instead of the screen', () => {
    const { instance } = boundary('/en/');
    expect(markup(instance.render())).toBe('the screen');
    Object.assign(instance.state, ErrorBoundary.getDerivedStateFromError(new Error('boom')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    instance.componentDidCatch(new Error('boom'), { componentStack: '' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    const shown = markup(instance.render());
    expect(shown).toContain('Something went wrong');
    expect(shown).toContain('Try again');
    expect(shown).toContain('Reload');
    expect(shown).toContain('Report a problem');
  });

  it('renders the screen again on retry, and on another route', () => {
    const { instance, props } = boundary('/en/');
    Object.assign(instance.state, ErrorBoundary.getDerivedStateFromError(new Error('boom')));
    instance.retry();
    expect(markup(instance.render())).toBe('the screen');

    Object.assign(instance.state, ErrorBoundary.getDerivedStateFromError(new Error('boom')));
    instance.componentDidUpdate(props);
    expect(markup(instance.render())).toContain('Something went wrong');
    instance.componentDidUpdate({ ...props, resetKey: '/en/cams/' });
    expect(markup(instance.render())).toBe('the screen');
  });

  it('offers no report where the report cannot open', () => {
    expect(markup(<ErrorPage canReport={false} />)).not.toContain('Report a problem');
  });
});
