import { useEffect, useState, type ComponentType } from 'react';
import { RouterProvider } from 'react-router';
import { selectIsReady } from '../../machines/bootstrap/bootstrap.selectors.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { AppFrame } from '../AppFrame.tsx';
import { appMemoryRouter } from '../memoryRouter.tsx';

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
  // A memory router that follows the shell's route: the location is the replayed shell's, never
  // the frame's own history. It discovers another language's routes as the page's router did.
  const [router] = useState(() => appMemoryRouter(url));
  useEffect(() => {
    const { pathname, search } = router.state.location;
    if (`${pathname}${search}` !== url) void router.navigate(url, { replace: true });
  }, [router, url]);

  useEffect(() => {
    scrollTo(scrollY);
  }, [scrollTo, scrollY, url, ready]);

  // The frame around both is the live page's.
  return <AppFrame>{ready ? <RouterProvider router={router} /> : <BootScreen />}</AppFrame>;
}
