import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { chatPage } from '../sandbox/chat-page';
import { crashPage } from '../sandbox/crash-page';
import { errorPage } from '../sandbox/error-page';
import { sandboxKind, type SandboxKind } from '../sandbox/launchable-games';
import { newNonce, pageHeaders } from '../sandbox/page-shell';
import { slotPage } from '../sandbox/slot-page';
import { SANDBOX_LANGUAGES, sandboxLanguage } from '../sandbox/strings';
import { resolveLaunch } from '../wallet/launch-sessions';
import { chatQuery, pageQuery } from './sandbox-schemas';

const tags = ['sandbox pages'];
const PAGES: Record<SandboxKind, typeof slotPage> = { slot: slotPage, crash: crashPage };

/**
 * The sandbox vendor's game pages (`/sandbox/play/slot`, `/sandbox/play/crash`) and the live
 * host chat (`/sandbox/chat`): small HTML documents the site shows in its game popup.
 */
export const sandboxPageRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  function send(reply: FastifyReply, status: number, html: (nonce: string) => string) {
    const nonce = newNonce();
    return reply.code(status).headers(pageHeaders(nonce)).send(html(nonce));
  }

  for (const kind of ['slot', 'crash'] as const)
    app.get<{ Querystring: { launch?: string; lang?: string } }>(
      `/sandbox/play/${kind}`,
      { schema: { tags, querystring: pageQuery } },
      async (request, reply) => {
        const language = sandboxLanguage(request.query.lang);
        try {
          const launch = await resolveLaunch(db, request.query.launch ?? '', now());
          if (sandboxKind(launch.gameClassify) !== kind)
            return await send(reply, 404, (nonce) => errorPage('error', language, nonce));
          return await send(reply, 200, (nonce) =>
            PAGES[kind](launch.displayName, language, nonce),
          );
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return send(reply, error.statusCode, (nonce) =>
            errorPage('sessionEnded', language, nonce),
          );
        }
      },
    );

  app.get<{ Querystring: { model?: string; name?: string; lang?: string } }>(
    '/sandbox/chat',
    { schema: { tags, querystring: chatQuery } },
    async (request, reply) => {
      const { model, name, lang } = request.query;
      const language = sandboxLanguage(lang);
      const host = name?.trim() || model?.trim() || SANDBOX_LANGUAGES[language].host;
      return send(reply, 200, (nonce) => chatPage(host, language, nonce));
    },
  );
};
