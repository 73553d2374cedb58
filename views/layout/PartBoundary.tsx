import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FailedView } from './FailedView.tsx';
import { LoadFailed } from './lazyPart.ts';

/**
 * Around a lazily loaded part (`lazyPart`): `loading` while its chunk is on its way, and, when the
 * chunk did not come, what happened and a retry in place of the part alone; the rest of the page
 * keeps working and keeps what the guest did. The retry asks for the chunk again and renders the
 * part when it comes. Anything else a part throws (a bug) goes on to the route's error view.
 *
 * The retry button goes away when it is pressed: the part that comes takes the focus (else it
 * falls to the page's start, and a keyboard or screen-reader guest loses their place), and a
 * retry that fails again puts it on the new retry button.
 */
export function PartBoundary({
  loading = null,
  children,
}: {
  loading?: ReactNode;
  children: ReactNode;
}) {
  const [retried, setRetried] = useState(false);
  return (
    <ErrorBoundary fallback={partFallback(retried, () => setRetried(true))}>
      <Suspense fallback={loading}>
        {retried ? <FocusOnArrival>{children}</FocusOnArrival> : children}
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * What the boundary shows after its part threw: a failed load's retry (`onRetried` is told when
 * it is pressed; `retried` says one was), anything else thrown on to the boundary above.
 */
export function partFallback(retried: boolean, onRetried: () => void) {
  return (retry: () => void, error: unknown) => {
    // Thrown from the boundary's own render, it reaches the boundary above (a child's throw would
    // come back to this one).
    if (!(error instanceof LoadFailed)) throw error;
    return (
      <PartFailed
        focused={retried}
        onRetry={() => {
          // A failure again reaches this boundary again, through the part's render.
          error.retry().catch(() => undefined);
          onRetried();
          retry();
        }}
      />
    );
  };
}

function PartFailed({ focused, onRetry }: { focused: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return <FailedView text={t('tileGrid.partFailed')} onRetry={onRetry} focused={focused} />;
}

/**
 * Gives the focus to a part when it arrives after a retry: its first control, else its heading,
 * else the part itself (both made focusable by script only, `tabindex="-1"`). The marker before
 * it is hidden: it takes no room and no grid cell.
 */
function FocusOnArrival({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const part = marker.current?.nextElementSibling;
    if (part instanceof HTMLElement) focusTargetIn(part).focus();
  }, []);
  return (
    <>
      <span ref={marker} hidden />
      {children}
    </>
  );
}

const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea';

function focusTargetIn(part: HTMLElement): HTMLElement {
  const control = part.matches(CONTROLS) ? part : part.querySelector<HTMLElement>(CONTROLS);
  if (control) return control;
  const target = part.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? part;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}
