import {
  AnswerSystemMessage,
  ApiError,
  Conversation,
  ConversationCandidateList,
  ConversationCandidateQuery,
  ConversationList,
  ConversationMessageParams,
  ConversationModeration,
  ConversationParams,
  ConversationRead,
  MarkConversationRead,
  Message,
  MessagePage,
  MessagePageQuery,
  SendMessage,
  StartConversation,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { MessagesService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * Conversations and messages under /api (docs/product.md#126-messaging). Every route needs a
 * verified account that finished onboarding as mentee or mentor; a conversation exists only for its
 * two people (404 for anyone else).
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.get(
    '/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: 'The caller’s conversations, latest message first, with unread counts',
        response: { 200: ConversationList, ...errors },
      },
    },
    async (request) => messages.list(requireAuth(request).user),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Start a conversation with its first message (201; added to an existing one; a retry by clientId answers 200)',
        body: StartConversation,
        response: {
          200: Conversation,
          201: Conversation,
          ...errors,
          404: ApiError,
          409: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await messages.start(
        requireAuth(request).user,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/conversations/candidates',
    {
      schema: {
        tags: ['messages'],
        summary: 'People the caller may start a conversation with (Start a Conversation)',
        querystring: ConversationCandidateQuery,
        response: { 200: ConversationCandidateList, ...errors },
      },
    },
    async (request) => messages.candidates(requireAuth(request).user, request.query),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'A page of messages, oldest first (before: older; after: catch up)',
        params: ConversationParams,
        querystring: MessagePageQuery,
        response: { 200: MessagePage, ...errors, 404: ApiError },
      },
    },
    async (request) =>
      messages.messages(requireAuth(request).user, request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send a message (idempotent by clientId: a retry answers the stored one, 200)',
        params: ConversationParams,
        body: SendMessage,
        response: {
          200: Message,
          201: Message,
          ...errors,
          404: ApiError,
          409: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { message, created } = await messages.send(
        requireAuth(request).user,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark the conversation read up to seq (default: everything); never moves back',
        params: ConversationParams,
        body: MarkConversationRead.optional(),
        response: { 200: ConversationRead, ...errors, 404: ApiError },
      },
    },
    async (request) =>
      messages.markRead(requireAuth(request).user, request.params.id, request.body?.seq),
  );

  app.put(
    '/conversations/:id/moderation',
    {
      schema: {
        tags: ['messages'],
        summary: 'The mentor mutes a mentee who has not booked them',
        params: ConversationParams,
        body: ConversationModeration,
        response: { 200: Conversation, ...errors, 404: ApiError, 409: ApiError },
      },
    },
    async (request) =>
      messages.moderate(requireAuth(request).user, request.params.id, request.body),
  );

  app.post(
    '/conversations/:id/messages/:messageId/answer',
    {
      schema: {
        tags: ['messages'],
        summary: 'The mentee accepts or declines a proposed new time from its system message',
        params: ConversationMessageParams,
        body: AnswerSystemMessage,
        response: { 200: Message, ...errors, 404: ApiError, 409: ApiError },
      },
    },
    async (request) =>
      messages.answer(
        requireAuth(request).user,
        request.params.id,
        request.params.messageId,
        request.body,
      ),
  );
};
