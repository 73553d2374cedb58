import { CAMS_DOCUMENTS } from '../../cams/camsApi.ts';
import { CHAT_TICKETS_DOCUMENTS } from '../../cams/chatTicketsApi.ts';
import { VIDEOS_DOCUMENTS } from '../../videos/videosApi.ts';
import { ALBUMS_DOCUMENTS } from '../../videos/albumsApi.ts';
import { THUMBNAILS_DOCUMENTS } from '../../content/thumbnailsApi.ts';
import { ALBUM_VIEWS_DOCUMENTS } from '../../content/albumViewsApi.ts';
import { readFileSync } from 'node:fs';
import { buildSchema, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FEED_DOCUMENTS } from '../../feed/feedDocuments.ts';
import { START_VERIFICATION, VERIFY_PIN } from '../../account/pinCallApi.ts';
import { REWARDS_DOCUMENTS } from '../../rewards/rewardsApi.ts';
import { POST_UPDATED } from '../subscriptions.ts';
import { introspectionTypes } from './introspection.ts';
import {
  GRAPHQL_SERVICES,
  introspectionTypesPath,
  loadSchemaSdl,
  schemaFiles,
  type GraphqlService,
} from './load.ts';
import { LEGAL_DOCUMENTS } from '../../legal/legalApi.ts';
import { SEARCH_DOCUMENTS } from '../../search/searchApi.ts';
import { SEO_DOCUMENTS } from '../../seo/seoApi.ts';

/** Every operation the client sends, by the service it goes to. */
const CLIENT_DOCUMENTS: Record<GraphqlService, Record<string, DocumentNode>> = {
  query: {
    ...REWARDS_DOCUMENTS,
    ...CAMS_DOCUMENTS,
    ...CHAT_TICKETS_DOCUMENTS,
    ...VIDEOS_DOCUMENTS,
    ...ALBUMS_DOCUMENTS,
    ...LEGAL_DOCUMENTS,
    ...SEARCH_DOCUMENTS,
    ...SEO_DOCUMENTS,
    ...THUMBNAILS_DOCUMENTS,
    ...ALBUM_VIEWS_DOCUMENTS,
  },
  guest: { START_VERIFICATION, VERIFY_PIN },
  feed: { POST_UPDATED, ...FEED_DOCUMENTS },
};

describe.each(GRAPHQL_SERVICES)('the %s service schema', (service) => {
  it('builds from its files, the root types first', () => {
    expect(schemaFiles(service)[0]).toMatch(/_root\.graphql$/);
    expect(() => buildSchema(loadSchemaSdl(service))).not.toThrow();
  });

  it('has committed gql.tada types that match its SDL (else run npx tsx scripts/graphql-env.ts)', () => {
    const committed = readFileSync(introspectionTypesPath(service), 'utf8');
    expect(committed === introspectionTypes(service)).toBe(true);
  });

  it('validates every operation the client sends to it', () => {
    const schema = buildSchema(loadSchemaSdl(service));
    for (const [name, document] of Object.entries(CLIENT_DOCUMENTS[service])) {
      const errors = validate(schema, document).map((error) => error.message);
      expect({ name, errors, source: print(document) }).toMatchObject({ name, errors: [] });
    }
  });
});
