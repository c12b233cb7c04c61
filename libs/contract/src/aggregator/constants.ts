// Launching through an aggregator (issue 16): Valkyrie's operator API (`provider/docs/
// operator_api.yml` 0.3.0 of `valkyrie-fnd/valkyrie`), the call an operator makes to have the
// aggregator open a provider's game. Paths and routes here; the schemas in game-launch.ts.

/** Valkyrie's game-launch call, below the aggregator's base URL; `:provider` names the provider. */
export const AGGREGATOR_GAME_LAUNCH_PATH = '/:provider/gamelaunch';

/** The game-launch path for one provider (its name percent-encoded). */
export function aggregatorGameLaunchPath(provider: string): string {
  return AGGREGATOR_GAME_LAUNCH_PATH.replace(':provider', encodeURIComponent(provider));
}

/** Where the platform's own sandbox aggregator answers Valkyrie's operator API. */
export const SANDBOX_AGGREGATOR_PREFIX = '/sandbox/aggregator';

/** How one merchant's vendor launches: the built-in sandbox vendor, or the aggregator. */
export const LAUNCH_ROUTES = ['sandbox', 'aggregator'] as const;
export type LaunchRoute = (typeof LAUNCH_ROUTES)[number];
