import type { ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { lazyPart } from './lazyPart.ts';
import { PartBoundary } from './PartBoundary.tsx';

// The dialog builds reports (redaction, replay): loaded when an error shows, not with the boot.
const ReportDialog = lazyPart(() =>
  import('../report/ReportDialog.tsx').then((module) => module.ReportDialog),
);

/** The error view with a report dialog of its own, for when the layout (and its footer) is gone. */
export function ErrorPageWithReport({ onRetry }: { onRetry?: () => void }) {
  return (
    <>
      <ErrorPage {...(onRetry ? { onRetry } : {})} />
      <PartBoundary>
        <ReportDialog />
      </PartBoundary>
    </>
  );
}

/**
 * react-router's error view of the layout route: a navigation that failed in the router (its
 * error callback reported it, views/layout/navigationError.ts). The layout did not render, so the
 * view brings its report dialog; the reload starts the page again.
 */
export function RouteErrorPage() {
  return (
    <main id="view" className="main">
      <ErrorPageWithReport />
    </main>
  );
}

/**
 * The outermost boundary: if the shell itself throws (the layout, an overlay, the boot screen),
 * the guest gets the error view with a retry, a reload and the report dialog instead of a white
 * page.
 */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <main id="view" className="main">
          <ErrorPageWithReport onRetry={retry} />
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
