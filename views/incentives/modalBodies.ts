import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { MODAL_IDS, type ModalId } from '../../machines/modals/modals.catalog.ts';
import type { ModalBodyProps } from './bodies/types.ts';

type Body = LazyExoticComponent<ComponentType<ModalBodyProps>>;

const loaders: Partial<Record<ModalId, () => Promise<{ default: ComponentType<ModalBodyProps> }>>> =
  {
    'video-with-player': () => import('./bodies/VideoBody.tsx'),
    onboarding: () => import('./bodies/OnboardingBody.tsx'),
    'onboarding-choose': () => import('./bodies/OnboardingBody.tsx'),
    survey: () => import('./bodies/SurveyBody.tsx'),
    'conversion-chat': () => import('./bodies/ConversionChatBody.tsx'),
  };

/** One lazily loaded body per modal id: its chunk loads the first time the box opens. */
export const MODAL_BODIES = Object.fromEntries(
  MODAL_IDS.map((id) => [id, lazy(loaders[id] ?? (() => import('./bodies/OfferBody.tsx')))]),
) as Record<ModalId, Body>;
