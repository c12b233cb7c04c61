import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DEVICE_ID_HEADER, GATEWAY_VERSION_HEADER, MERCHANT_HEADER } from '@tessera/contract';
import { DOCS_CSP } from '../http/security-headers';
import { globalPlugin } from './global-plugin';

/**
 * OpenAPI description of every route, built from the contract schemas the routes declare, with Swagger UI at
 * /docs (JSON at /docs/json). Registered before the routes so it sees them all.
 */
export const openApiPlugin = globalPlugin(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tessera platform API',
        version: '0.0.0',
        description: [
          `Every /wps and /lgw call names its merchant in \`${MERCHANT_HEADER}\` and replies with the envelope { code, message, value }.`,
          'Token calls send `Authorization: Bearer <token>` from a LoginResult.',
          `Encrypted calls send a SealedPayload body with \`${GATEWAY_VERSION_HEADER}: 3\` (format in apps/platform/README.md).`,
          `Sign-in and sign-up calls may send \`${DEVICE_ID_HEADER}\`: the browser's device id (a UUID; anything else is ignored), a hint for the risk desk, never a credential.`,
        ].join(' '),
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // Its own CSP on the UI's page, scripts and description (the API's would block the UI).
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
});
