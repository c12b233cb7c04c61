import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { messageRoutes, type MessageDeps } from './message-routes';

/** The member's messages (messageV2): per member and broadcast, read and unread. */
export const messagesModule: FastifyPluginAsync<MessageDeps> = async (app, deps) => {
  await app.register(memberOnly<MessageDeps>(messageRoutes), deps);
};
