import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// The dialog builds reports (redaction, replay): loaded when an error shows, not with the boot.
const ReportDialog = lazy(() =>
  import('../report/ReportDialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

/** The error view with a report dialog of its own, for when the layout (and its footer) is gone. */
export function ErrorPageWithReport({ onRetry }: { onRetry?: () => void }) {
  return (
    <>
      <ErrorPage {...(onRetry ? { onRetry } : {})} />
      <Suspense fallback={null}>
        <ReportDialog />
      </Suspense>
    </>
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
