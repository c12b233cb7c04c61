import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import type { ServerLimits } from '../config/server-limits';

/** Fastify's and Node's options for the limits: timeouts, header and body sizes, parameters. */
export function serverOptions(limits: ServerLimits): FastifyHttpOptions<Server> {
  return {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // A connection silent for that long (one that never sent a request included) is closed.
    connectionTimeout: limits.requestTimeoutMs,
    // Under routerOptions, as Fastify 5 wants (the top-level option is deprecated, FSTDEP022).
    routerOptions: { maxParamLength: limits.maxParamLength },
    bodyLimit: limits.bodyLimitBytes,
    http: {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      // Node enforces both timeouts only when it checks (every 30 s by default): often enough
      // that a slow sender is cut off close to its limit. One pass over the open connections.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, limits.headersTimeoutMs / 2)),
    },
  };
}

/**
 * Caps open connections at `maxConnections` (Node closes any beyond at once) and, from 90 % of
 * the cap, closes the ones holding a slot for nothing whenever a new caller connects: keep-alive
 * connections between requests (Node's idle list) and connections that have not made a request
 * yet (never sent one, or are sending their headers slowly; Node does not count these as idle).
 * So thousands of idle sockets can neither keep callers out nor use up the process's file
 * descriptors. The listener runs before Node's own, so the new connection is spared.
 */
export function limitConnections(server: Server, maxConnections: number): void {
  server.maxConnections = maxConnections;
  const reclaimAt = Math.max(1, Math.floor(maxConnections * 0.9));
  let open = 0;
  const beforeFirstRequest = new Set<Socket>();
  server.prependListener('connection', (socket: Socket) => {
    if (open >= reclaimAt) {
      server.closeIdleConnections();
      for (const waiting of beforeFirstRequest) waiting.destroy();
      beforeFirstRequest.clear();
    }
    open += 1;
    beforeFirstRequest.add(socket);
    socket.once('close', () => {
      open -= 1;
      beforeFirstRequest.delete(socket);
    });
  });
  server.on('request', (request: IncomingMessage) => beforeFirstRequest.delete(request.socket));
}
