import { PRIZE_MODES } from '@tessera/domain';
import { codeParam } from './games-schemas';
import { wordParam } from './query-schemas';
import { envelopeOf, objectOf } from './schema-helpers';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const stringList = { type: 'array', items: string } as const;

export const lotteryMenuQuery = {
  type: 'object',
  properties: {
    prizeMode: { type: 'string', enum: PRIZE_MODES },
    // Spec §7: device WEB; one menu serves every device.
    device: wordParam,
  },
} as const;

export const gameCodeQuery = {
  type: 'object',
  required: ['gameCode'],
  properties: { gameCode: { ...codeParam, maxLength: 40 } },
} as const;

export const lotteryMenuReply = envelopeOf({
  type: 'array',
  items: objectOf({
    gameCode: string,
    vassalage: string,
    name: string,
    prizeMode: string,
    drawIntervalSeconds: integer,
    nextDrawAt: string,
  }),
});

const draw = objectOf({ gameCode: string, drawNo: string, numbers: stringList, drawnAt: string });

export const lotteryDrawReply = envelopeOf(draw);
export const lotteryDrawsReply = envelopeOf({ type: 'array', items: draw });
