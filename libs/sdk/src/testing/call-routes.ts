import { ROUTE_TABLE, type RouteEntry } from '@tessera/contract';
import type { PlatformClient } from '../platform-client';

type Area = Exclude<keyof PlatformClient, 'tokenStore'>;

/** A platform call by the client function that makes it, e.g. `'games.list'`. */
export type CallName = { [A in Area]: `${A}.${keyof PlatformClient[A] & string}` }[Area];

type ClientCall<N extends CallName> = N extends `${infer A extends Area}.${infer F}`
  ? F extends keyof PlatformClient[A]
    ? PlatformClient[A][F]
    : never
  : never;

type Resolved<N extends CallName> =
  ClientCall<N> extends (...args: never[]) => Promise<infer T> ? T : never;

/** The envelope `value` a call answers with: its client result, or null for calls returning nothing. */
export type ReplyOf<N extends CallName> = [Resolved<N>] extends [void] ? null : Resolved<N>;

type Route = readonly [RouteEntry['method'], string];

type TableArea = keyof typeof ROUTE_TABLE;
type TableEntry = {
  [A in TableArea]: `${A}.${keyof (typeof ROUTE_TABLE)[A] & string}`;
}[TableArea];

/**
 * Table entries that are another path of one client call, which picks the path: the latest
 * opened numbers of a Vietnamese lottery (`lottery.opened(code, 'VN')`), a contract's processing
 * by its kind, registration by mobile.
 */
const OTHER_PATH_OF = {
  'lottery.openedVn': 'lottery.opened',
  'contracts.processDividend': 'contracts.process',
  'contracts.processDailySalary': 'contracts.process',
  'contracts.processHourSalary': 'contracts.process',
  'contracts.processRealtimeSalary': 'contracts.process',
  'member.registerMobile': 'member.register',
} as const satisfies Partial<Record<TableEntry, CallName>>;

/** The client calls the table routes: entries by their own name, and the calls other paths are of. */
type TableCall =
  | Exclude<TableEntry, keyof typeof OTHER_PATH_OF>
  | (typeof OTHER_PATH_OF)[keyof typeof OTHER_PATH_OF];

/** The client call a table entry is made by (its own name, or the call it is a path of). */
export function callOfEntry(entry: string): CallName {
  return (OTHER_PATH_OF as Record<string, CallName>)[entry] ?? (entry as CallName);
}

/** The calls of the contract's route table, each where its entries say. */
const tableRoutes: Record<string, Route[]> = {};
for (const [area, calls] of Object.entries<Record<string, RouteEntry>>(ROUTE_TABLE))
  for (const [name, { method, path }] of Object.entries(calls))
    (tableRoutes[callOfEntry(`${area}.${name}`)] ??= []).push([method, path]);
/** Every client call where its entries say: the table routes them all. */
const ROUTES = tableRoutes as Record<CallName, readonly Route[]>;

// Fail typecheck when the client makes a call the table does not route.
export const EVERY_CLIENT_CALL_IN_TABLE: [Exclude<CallName, TableCall>] extends [never]
  ? true
  : never = true;

// Fail typecheck when the table names a call the client does not make.
export const ONLY_CLIENT_CALLS_IN_TABLE: [Exclude<TableCall, CallName>] extends [never]
  ? true
  : never = true;

const BY_ROUTE = new Map<string, CallName>(
  Object.entries(ROUTES).flatMap(([name, routes]) =>
    routes.map(([method, path]) => [`${method} ${path}`, name as CallName] as const),
  ),
);

// Paths with a `:param` segment (one deposit, one payee account), matched segment by segment.
const WITH_PARAMS = [...BY_ROUTE].filter(([route]) => route.includes('/:'));

function matches(route: string, request: string): boolean {
  const [want, got] = [route.split('/'), request.split('/')];
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
  );
}

/** The call a request is, or undefined for a route no client call uses. */
export function callAt(method: string, path: string): CallName | undefined {
  const request = `${method.toUpperCase()} ${path}`;
  return BY_ROUTE.get(request) ?? WITH_PARAMS.find(([route]) => matches(route, request))?.[1];
}

/** Every call the client makes, for tests that walk them all. */
export const CALL_NAMES = Object.keys(ROUTES) as CallName[];
