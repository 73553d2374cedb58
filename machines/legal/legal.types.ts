import type { Language } from '../shell/routes/index.ts';

/** The legal document types of seed 000 §3: data protection, terms (GTC) and the imprint. */
export const LEGAL_TYPES = ['PP', 'GTC', 'IMP'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

interface LegalSection {
  heading: string;
  body: string;
}

/** One legal text (query service `legalTexts`), with where its file downloads (seed 000 §7). */
export interface LegalText {
  id: number;
  type: LegalType;
  title: string;
  version: string;
  /** ISO date from which this version applies. */
  validFrom: string;
  sections: LegalSection[];
  /** `/rest/v1/asset/legal-text/download/{legalTextId}` on the platform. */
  downloadUrl: string;
}

export interface LegalRequest {
  restBaseUrl: string;
  queryServiceUrl: string;
  ver: string;
  language: Language;
  accessToken: string | null;
}

export interface LegalFetch {
  request: LegalRequest;
  types: LegalType[];
}
