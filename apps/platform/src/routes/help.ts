import { PATHS, type Envelope, type HelpTopic } from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listHelpTopics } from '../content/help-repository';
import type { Db } from '../db/database';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { languageParam, wordParam } from './query-schemas';
import { envelopeOf, objectOf } from './schema-helpers';

interface HelpQuery {
  lang?: string;
  /** Accepted and ignored: every device gets the same topics. */
  device?: string;
}

const helpQuery = {
  type: 'object',
  properties: { lang: languageParam, device: wordParam },
} as const;
const string = { type: 'string' } as const;
const helpReply = envelopeOf({
  type: 'array',
  items: objectOf({ tag: string, title: string, content: string }),
});

/** GET /wps/system/helpCenter?lang=bn&device=WEB: the help topics in that language. */
export const helpRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Querystring: HelpQuery }>(
    PATHS.helpCenter,
    { schema: { querystring: helpQuery, response: { 200: helpReply } } },
    async (request) => {
      const merchant = requestMerchant(request);
      const language = request.query.lang ?? merchant.default_language;
      const topics = await listHelpTopics(db, merchant.code, language, merchant.default_language);
      const reply: Envelope<HelpTopic[]> = ok(topics);
      return reply;
    },
  );
};
