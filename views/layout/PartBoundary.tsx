import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FailedView } from './FailedView.tsx';
import { LoadFailed } from './lazyPart.ts';

/**
 * Around a lazily loaded part (`lazyPart`): `loading` while its chunk is on its way, and, when the
 * chunk did not come, what happened and a retry in place of the part alone; the rest of the page
 * keeps working and keeps what the guest did. The retry asks for the chunk again and renders the
 * part when it comes. Anything else a part throws (a bug) goes on to the route's error view.
 */
export function PartBoundary({
  loading = null,
  children,
}: {
  loading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary fallback={partFailed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function partFailed(retry: () => void, error: unknown) {
  // Thrown from the boundary's own render, it reaches the boundary above (a child's throw would
  // come back to this one).
  if (!(error instanceof LoadFailed)) throw error;
  return (
    <PartFailed
      onRetry={() => {
        // A failure again reaches this boundary again, through the part's render.
        error.retry().catch(() => undefined);
        retry();
      }}
    />
  );
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <FailedView text={t('tileGrid.partFailed')} onRetry={onRetry} />;
}
