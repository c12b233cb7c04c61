// The operator module: /ops routes behind one bearer-token hook. Depends on merchants and
// accounts.
// Other modules, app.ts and seed.ts import only what this file exports.

export { opsRoutes as operatorModule } from './ops-routes';
