import { SandboxChatQuery, SandboxPageQuery } from '@tessera/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { chatPage } from './chat-page';
import { crashPage } from './crash-page';
import { errorPage } from './error-page';
import type { SandboxKind } from '../games';
import { launchKind } from './launch-kind';
import { lotteryPage } from './lottery-page';
import { pageLook } from './page-look';
import { newNonce } from '../../core/http/html-page';
import { pageHeaders } from './page-shell';
import { slotPage } from './slot-page';
import { SANDBOX_LANGUAGES, sandboxLanguage } from './strings';
import { resolveLaunch } from '../wallet';
import type { TypedPlugin } from '../../core/http/typed-app';

const tags = ['sandbox pages'];
const PAGES: Record<SandboxKind, typeof slotPage> = {
  slot: slotPage,
  crash: crashPage,
  lottery: lotteryPage,
};

/**
 * The sandbox vendor's game pages (`/sandbox/play/slot`, `/sandbox/play/crash`) and the live
 * host chat (`/sandbox/chat`): small HTML documents the site shows in its game popup.
 */
export const sandboxPageRoutes: TypedPlugin<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  function send(reply: FastifyReply, status: number, html: (nonce: string) => string) {
    const nonce = newNonce();
    return reply.code(status).headers(pageHeaders(nonce)).send(html(nonce));
  }

  for (const kind of ['slot', 'crash', 'lottery'] as const)
    app.get(
      `/sandbox/play/${kind}`,
      { schema: { tags, querystring: SandboxPageQuery } },
      async (request, reply) => {
        const language = sandboxLanguage(request.query.lang);
        try {
          const launch = await resolveLaunch(db, request.query.launch ?? '', now());
          if (launchKind(launch) !== kind)
            return await send(reply, 404, (nonce) => errorPage('error', language, nonce));
          const look = pageLook(request.query.theme, request.query.colors);
          return await send(reply, 200, (nonce) =>
            PAGES[kind](launch.displayName, language, nonce, look),
          );
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return send(reply, error.statusCode, (nonce) =>
            errorPage('sessionEnded', language, nonce),
          );
        }
      },
    );

  app.get(
    '/sandbox/chat',
    { schema: { tags, querystring: SandboxChatQuery } },
    async (request, reply) => {
      const { model, name, lang } = request.query;
      const language = sandboxLanguage(lang);
      const host = name?.trim() || model?.trim() || SANDBOX_LANGUAGES[language].host;
      return send(reply, 200, (nonce) => chatPage(host, language, nonce));
    },
  );
};
