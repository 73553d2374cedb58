import { useEffect, useMemo, type ComponentType } from 'react';
import { selectIsReady } from '../../machines/bootstrap/bootstrap.selectors.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { AppFrame } from '../AppFrame.tsx';
import { AppScreens } from '../appRoutes.tsx';
import { createMemoryHistory, Router } from '../router/index.ts';

/**
 * The real app views of a replayed session at one record (the engine handle above it answers
 * from the replay), scrolled as the guest's page was: the boot screens until the guest's account
 * was in, then the app at the shell's route.
 */
export function ReplayedApp({
  BootScreen,
  scrollY,
  scrollTo,
}: {
  BootScreen: ComponentType;
  scrollY: number;
  scrollTo: (top: number) => void;
}) {
  const ready = useSystemSelector('bootstrap', selectIsReady);
  const route = useSystemSelector('shell', selectRoute);
  const url = `${route.path}${route.search}`;
  // A router per replayed URL: the location is the shell's, never the frame's own history.
  const history = useMemo(() => createMemoryHistory([url]), [url]);

  useEffect(() => {
    scrollTo(scrollY);
  }, [scrollTo, scrollY, history, ready]);

  // Keyed: a new URL is a new page, as it was live. The frame around both is the live page's.
  return (
    <AppFrame>
      {ready ? (
        <Router key={url} history={history}>
          <AppScreens />
        </Router>
      ) : (
        <BootScreen />
      )}
    </AppFrame>
  );
}
