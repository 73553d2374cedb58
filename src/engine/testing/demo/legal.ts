import type { LegalServices } from '../../features/legal.ts';

/** Answers at once with a one-section demo text per type. */
export function demoLegalServices(): LegalServices {
  return {
    fetchTexts: ({ types }) =>
      Promise.resolve(
        types.map((type, index) => ({
          id: index + 1,
          type,
          title: `Demo ${type}`,
          version: '1',
          validFrom: '2026-01-01',
          sections: [{ heading: '§ 1', body: 'Demo text.' }],
          downloadUrl: `/rest/v1/asset/legal-text/download/${index + 1}`,
        })),
      ),
  };
}
