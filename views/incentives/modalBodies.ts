import type { ComponentType } from 'react';
import { MODAL_IDS, type ModalId } from '../../machines/modals/modals.catalog.ts';
import { lazyPart, type LazyPart } from '../layout/lazyPart.ts';
import type { ModalBodyProps } from './bodies/types.ts';

type Load = () => Promise<{ default: ComponentType<ModalBodyProps> }>;

const loaders: Partial<Record<ModalId, Load>> = {
  'video-with-player': () => import('./bodies/VideoBody.tsx'),
  onboarding: () => import('./bodies/OnboardingBody.tsx'),
  'onboarding-choose': () => import('./bodies/OnboardingBody.tsx'),
  survey: () => import('./bodies/SurveyBody.tsx'),
  'conversion-chat': () => import('./bodies/ConversionChatBody.tsx'),
};
const offer: Load = () => import('./bodies/OfferBody.tsx');

/**
 * One lazily loaded body per modal id: its chunk loads the first time the box opens, beside the
 * boxes' texts (`modalBoxes.*`, a later area: no first screen shows a box); a chunk that does not
 * come shows that in the box, with a retry (`PartBoundary` in ModalHost.tsx).
 */
export const MODAL_BODIES = Object.fromEntries(
  MODAL_IDS.map((id) => {
    const load = loaders[id] ?? offer;
    return [id, lazyPart(() => load().then((module) => module.default), ['modalBoxes'])];
  }),
) as Record<ModalId, LazyPart<ModalBodyProps>>;
