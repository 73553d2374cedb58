/** The simulator's legal texts (seed 000 §3: PP, GTC, IMP), current versions. */
export interface SimLegalText {
  id: number;
  type: 'PP' | 'GTC' | 'IMP';
  title: string;
  slug: string;
  version: string;
  validFrom: string;
  sections: { heading: string; body: string }[];
}

export const LEGAL_TEXTS: readonly SimLegalText[] = [
  {
    id: 7311,
    type: 'GTC',
    title: 'Terms of service',
    slug: 'terms-of-service',
    version: '2026-10',
    validFrom: '2026-10-01',
    sections: [
      {
        heading: '§ 1 Scope',
        body: 'These terms apply to every use of the platform: live chats, videos, photo albums, the feed, TV and all other content offered by the operator and its performers.',
      },
      {
        heading: '§ 2 Registration',
        body: 'Only adults may register. The guest keeps the login data secret and tells the operator at once if somebody else may know them.',
      },
      {
        heading: '§ 3 Prices and payment',
        body: 'Prices are shown before every purchase in euros, Swiss francs or credits. Credits are bought in advance and are used up in the order they were bought.',
      },
      {
        heading: '§ 4 Age verification',
        body: 'Content marked for verified adults is shown only after the age check has been accepted.',
      },
      {
        heading: '§ 5 Cancellation',
        body: 'Subscriptions run for the period chosen and renew unless cancelled before the end of the period in the personal area.',
      },
    ],
  },
  {
    id: 7312,
    type: 'PP',
    title: 'Data protection',
    slug: 'data-protection',
    version: '2026-09',
    validFrom: '2026-09-15',
    sections: [
      {
        heading: '1. Controller',
        body: 'The operator named in the imprint is responsible for the processing of personal data on this platform.',
      },
      {
        heading: '2. What we process',
        body: 'Account data, payment records, chat and messenger content, and — only with consent — analytics and functional data such as the search history.',
      },
      {
        heading: '3. Cookies',
        body: 'Necessary cookies keep the session. Functional and analytics cookies are set only after the guest agrees in the cookie settings, which can be changed at any time.',
      },
      {
        heading: '4. Your rights',
        body: 'Guests may ask for access, correction, deletion and a copy of their data, and may withdraw a consent with effect for the future.',
      },
    ],
  },
  {
    id: 7313,
    type: 'IMP',
    title: 'Imprint',
    slug: 'imprint',
    version: '2026-01',
    validFrom: '2026-01-01',
    sections: [
      {
        heading: 'Operator',
        body: 'Camclient Simulator GmbH, Musterstraße 1, 10115 Berlin, Germany. Managing director: Erika Mustermann.',
      },
      {
        heading: 'Contact',
        body: 'E-mail: support@example.com. Commercial register: Amtsgericht Berlin, HRB 000000. VAT id: DE000000000.',
      },
    ],
  },
];

/** A text as a downloadable plain-text file. */
export function legalTextFile(text: SimLegalText): string {
  const lines = [text.title, `Version ${text.version}, valid from ${text.validFrom}`, ''];
  for (const section of text.sections) lines.push(section.heading, section.body, '');
  return lines.join('\n');
}
