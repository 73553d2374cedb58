import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the children after they threw (`error`); `retry` renders them again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  /** A new value (the route's path) clears the error: another screen may well render. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches what the screens under it throw while rendering (a bug, a screen's chunk that failed to
 * load), logs it and shows `fallback` instead of a blank page (issue 23, item 4). The shell has
 * one around everything, each route one around its screen (navbar and footer stay), each lazily
 * loaded part one around itself (`PartBoundary`).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
    // To the page's error handler, as if uncaught (issue 51, item 8): it reaches the logger and
    // the log (src/engine/errorReporting.ts), while this boundary keeps the page up.
    globalThis.reportError?.(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  readonly retry = (): void => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(this.retry, this.state.error)
      : this.props.children;
  }
}
