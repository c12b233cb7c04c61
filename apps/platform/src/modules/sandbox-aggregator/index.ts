// The sandbox-aggregator module: a stand-in for a Valkyrie aggregator (its operator API's
// game-launch call) that opens the built-in sandbox games, for the demo and the tests.
// Depends on games. app.ts imports only what this file exports.

export {
  SANDBOX_AGGREGATOR_DEMO_KEY,
  sandboxAggregatorModule,
  type ReceivedLaunch,
  type SandboxAggregatorOptions,
} from './sandbox-aggregator-routes';
