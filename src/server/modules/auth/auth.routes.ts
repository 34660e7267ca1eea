import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialsSchema, registerSchema, userSchema } from '../../../shared/contracts/auth';
import { errorBodySchema, errorResponses } from '../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/auth';
import { type AuthLimits, login, logout, register, type SignedIn } from './auth.service';

/** Marks a browser as known to the account it signed in to. */
export const DEVICE_COOKIE = 'sm_device';

function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, session: SignedIn): void {
  if (!session.device) return;
  reply.setCookie(DEVICE_COOKIE, session.device.token, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    expires: session.device.expiresAt,
  });
}

export interface AuthRoutesOptions {
  ctx: AppContext;
  limits: AuthLimits;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { ctx, limits },
) => {
  app.get(
    '/api/user',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The signed-in user',
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.post(
    '/api/register',
    {
      schema: {
        summary: 'Create an account and sign in',
        body: registerSchema,
        response: { 201: userSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const session = await register(ctx, { ...request.body, ip: request.ip, limits });
      setSessionCookie(request, reply, session);
      setDeviceCookie(request, reply, session);
      return reply.status(201).send(session.user);
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        summary: 'Sign in',
        body: credentialsSchema,
        response: { 200: userSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const session = await login(ctx, {
        ...request.body,
        ip: request.ip,
        limits,
        previousToken: request.cookies[SESSION_COOKIE],
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      setSessionCookie(request, reply, session);
      setDeviceCookie(request, reply, session);
      return session.user;
    },
  );

  app.post(
    '/api/logout',
    { schema: { summary: 'Sign out', response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(ctx, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
