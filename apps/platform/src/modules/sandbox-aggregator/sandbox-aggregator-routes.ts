import {
  AGGREGATOR_GAME_LAUNCH_PATH,
  AggregatorGameLaunchRequest,
  AggregatorGameLaunchResponse,
  PAM_TOKEN_HEADER,
  SANDBOX_AGGREGATOR_PREFIX,
} from '@tessera/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Db } from '../../core/db/database';
import type { TypedApp } from '../../core/http/typed-app';
import { sandboxKind, gameRows } from '../games';
import { operatorKeyCheck, refuse } from './sandbox-aggregator-auth';

/** A game-launch request the sandbox aggregator accepted, as it arrived (the key aside). */
export interface ReceivedLaunch {
  provider: string;
  playerToken: string;
  correlationId: string | null;
  body: AggregatorGameLaunchRequest;
}

/** How the sandbox aggregator runs: the operator API key it admits, and who hears each launch. */
export interface SandboxAggregatorOptions {
  key: string;
  /** Told of every accepted launch (the tests read what the platform sent). */
  onLaunch?: (launch: ReceivedLaunch) => void;
}

const tags = ['sandbox aggregator'];
const ProviderParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 64 }) });

/** The operator API key of the demo's sandbox aggregator (SANDBOX_AGGREGATOR_KEY replaces it). */
export const SANDBOX_AGGREGATOR_DEMO_KEY = 'sandbox-aggregator-demo-key';

/** A refusal of the launch: 400 (the document's "Invalid request") or 401. */
class LaunchRefusal extends Error {
  constructor(
    readonly status: 400 | 401,
    message: string,
  ) {
    super(message);
  }
}

function refusalHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof LaunchRefusal) return refuse(reply, error.status, error.message);
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500)
    return refuse(reply, status, `Bad game launch call: ${error.message}`);
  request.log.error({ err: error }, 'sandbox aggregator failed');
  return refuse(reply, 500, 'Internal error');
}

/**
 * A stand-in for a Valkyrie aggregator at the edge, for the demo and the tests: Valkyrie's
 * operator API game-launch call (`POST /sandbox/aggregator/{provider}/gamelaunch`, bearer key,
 * `X-Player-Token`), answering the built-in sandbox game's page for the launch token. A real
 * aggregator would ask the provider; this one knows the catalogue's games. Its replies are the
 * document's (`{ gameUrl }`, refusals as a JSON string), not the platform's envelope.
 */
export async function sandboxAggregatorModule(
  app: TypedApp,
  { db, key, onLaunch }: { db: Db } & SandboxAggregatorOptions,
): Promise<void> {
  await app.register(
    async (fake: TypedApp) => {
      fake.setErrorHandler(refusalHandler);
      fake.addHook('onRequest', operatorKeyCheck(key));
      fake.post(
        AGGREGATOR_GAME_LAUNCH_PATH,
        {
          schema: {
            tags,
            params: ProviderParams,
            body: AggregatorGameLaunchRequest,
            response: { 200: AggregatorGameLaunchResponse },
          },
        },
        async (request) => {
          const header = request.headers[PAM_TOKEN_HEADER];
          const playerToken = Array.isArray(header) ? header[0] : header;
          if (!playerToken || playerToken.length > 40)
            throw new LaunchRefusal(400, 'X-Player-Token is required (1 to 40 characters)');
          const { body } = request;
          const game = await db
            .selectFrom(gameRows(db).as('game'))
            .select(['game_classify', 'game_type'])
            .where('game_code', '=', body.providerGameId)
            .executeTakeFirst();
          if (!game) throw new LaunchRefusal(400, `Unknown game "${body.providerGameId}"`);
          const correlation = request.headers['x-correlation-id'];
          onLaunch?.({
            provider: request.params.provider,
            playerToken,
            correlationId: typeof correlation === 'string' ? correlation : null,
            body,
          });
          const query = new URLSearchParams({ launch: playerToken, lang: body.language ?? 'en' });
          const kind = sandboxKind(game.game_classify, game.game_type);
          return { gameUrl: `/sandbox/play/${kind}?${query}` };
        },
      );
    },
    { prefix: SANDBOX_AGGREGATOR_PREFIX },
  );
}
