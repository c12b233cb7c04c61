import Type, { type TInteger, type TSchema } from 'typebox';
import { Nullable } from './schema-types';

// A member's own limits per period, one shape for every kind (deposits in the cashier, net losses
// in protection): per period the amount in force (null: none), a change waiting for its time,
// and the figure the kind counts against it. Money is integer minor units.

/** What one kind of limit names: its running figure's field, and its largest amount. */
interface LimitKind<Figure extends string> {
  figure: Figure;
  figureDescription: string;
  max: number;
}

/** The schemas of one kind of period limit: a period's limit, the reply, the PUT body, the refusal. */
export function periodLimitSchemas<const Figure extends string>(kind: LimitKind<Figure>) {
  /** A change waiting for its time: the new amount (null: the limit goes) and when it applies. */
  const Pending = Type.Object({ amount: Nullable(Type.Integer()), from: Type.String() });
  const figure = { [kind.figure]: Type.Integer({ description: kind.figureDescription }) } as {
    [K in Figure]: TInteger;
  };
  const Limit = Type.Object({
    amount: Nullable(Type.Integer()),
    pending: Nullable(Pending),
    ...figure,
  });
  const perPeriod = <T extends TSchema>(schema: T) =>
    ({ daily: schema, weekly: schema, monthly: schema }) as const;
  const Amount = Nullable(Type.Integer({ minimum: 1, maximum: kind.max }));
  return {
    Limit,
    Limits: Type.Object(perPeriod(Limit)),
    /** Body of the PUT: each period given is changed (null removes it); the others stay. */
    Update: Type.Object(perPeriod(Type.Optional(Amount)), {
      additionalProperties: false,
      minProperties: 1,
    }),
    /** The value of a *_LIMIT_EXCEEDED reply: which limit, and how much room remains. */
    Exceeded: Type.Object({
      period: Type.String(),
      limit: Type.Integer(),
      remaining: Type.Integer(),
    }),
  };
}
