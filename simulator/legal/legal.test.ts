import { describe, expect, it } from 'vitest';
import type { LegalRequest } from '../../machines/legal/legal.types.ts';
import { createLegalApi } from '../../services/legal/legalApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createLegalApi(fetch);

describe('legal texts', () => {
  it('answers legalTexts by type through the client service, and each text downloads', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const request: LegalRequest = {
      restBaseUrl: sim.config.restBaseUrl,
      queryServiceUrl: sim.config.queryServiceUrl,
      ver: sim.config.ver,
      language: 'en',
      accessToken,
    };
    const texts = await api.fetchTexts({ request, types: ['GTC', 'IMP'] });
    expect(texts.map((t) => t.type)).toEqual(['GTC', 'IMP']);
    const terms = texts[0]!;
    expect(terms.sections.length).toBeGreaterThan(0);
    expect(terms.downloadUrl).toBe(
      `${sim.config.restBaseUrl}/asset/legal-text/download/${terms.id}`,
    );
    const file = await fetch(terms.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="terms-of-service-/,
    );
    expect(await file.text()).toContain(terms.sections[0]!.body);
    expect((await fetch(`${sim.config.restBaseUrl}/asset/legal-text/download/1`)).status).toBe(404);
  });
});
