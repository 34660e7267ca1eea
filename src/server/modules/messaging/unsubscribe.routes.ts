import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/errors';
import { kindLabels, type NotificationKind } from '../../../shared/contracts/messaging';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { mediaResponse } from '../../plugins/openapi';
import {
  readUnsubscribeLink,
  type UnsubscribeLink,
  unsubscribeByToken,
} from './preferences.service';

/*
 * An email's unsubscribe link. The token names one user and one kind. GET (a
 * person following the link, or a scanner fetching it) shows a confirmation page and changes
 * nothing; POST makes the change: the page's button, or a mail client's RFC 8058 one-click
 * (`List-Unsubscribe=One-Click`, sent as multipart/form-data or urlencoded, without cookies).
 */

export const unsubscribeMessages = {
  invalid: 'This unsubscribe link is not valid',
  transactional:
    'This email is about something you did (an order, a payment or a delivery) and cannot be turned off from a link',
} as const;

// Old links also carry `&kind=`: ignored, the token alone says which kind.
const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(100) });

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** A small page of its own (no app around it): it must work from any mail client, scripts off. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Social Market</title><style>body{font-family:system-ui,sans-serif;color:#0f172a;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}h1{font-size:1.5rem}button{font:inherit;font-weight:600;color:#fff;background:#0f3a50;border:0;border-radius:999px;min-height:44px;padding:0 1.5rem;cursor:pointer}a{color:#0f3a50;display:inline-block;min-height:24px;padding:.25rem 0}</style></head><body><main>${body}</main></body></html>`;
}

const settingsLink = '<p><a href="/profile">Notification settings</a></p>';

function confirmationPage(kind: NotificationKind, action: string): string {
  const { label, description } = kindLabels[kind];
  return page(
    'Unsubscribe',
    `<h1>Stop "${escapeHtml(label)}" emails?</h1><p>You won't get emails about: ${escapeHtml(description)}</p><p>Receipts and delivery emails keep coming, and notifications in the app and by push stay as they are.</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>${settingsLink}`,
  );
}

function unsubscribedPage(kind: NotificationKind): string {
  return page(
    'Unsubscribed',
    `<h1>You're unsubscribed</h1><p>We won't email you about "${escapeHtml(kindLabels[kind].label)}" any more. You can change this any time in your profile's notification settings.</p>${settingsLink}`,
  );
}

/** A person's browser (the link, the page's button) gets pages; a mail client or API caller JSON. */
const wantsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/html');

/** Refuses a link that names no one, or a kind a link may not turn off. */
function refusal(
  link: UnsubscribeLink,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (link.kind === 'valid') return undefined;
  const [status, message] =
    link.kind === 'unknown'
      ? ([404, unsubscribeMessages.invalid] as const)
      : ([403, unsubscribeMessages.transactional] as const);
  if (!wantsHtml(request)) {
    throw new AppError(status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', message);
  }
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(page('Unsubscribe', `<h1>${escapeHtml(message)}</h1>${settingsLink}`));
}

/** A refused link: the error body, or to a browser a page saying why. */
const refusalResponse = (description: string) => ({
  description,
  content: {
    'application/json': { schema: errorBodySchema },
    'text/html': { schema: z.string() },
  },
});
const refusalResponses = {
  403: refusalResponse('The link names an email that cannot be turned off from a link'),
  404: refusalResponse('The link is not valid'),
};

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // RFC 8058's one-click body (and the page's form): read and let go, the token in the URL decides.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    '/api/notification-preferences/unsubscribe',
    {
      schema: {
        summary: 'Unsubscribe confirmation page',
        description:
          "An email's unsubscribe link: a page asking to confirm (changes nothing; the page's button POSTs).",
        querystring: unsubscribeQuerySchema,
        response: {
          200: mediaResponse('A page asking to confirm', ['text/html']),
          ...refusalResponses,
        },
      },
    },
    async (request, reply) => {
      const link = await readUnsubscribeLink(ctx, request.query.token);
      const refused = refusal(link, request, reply);
      if (refused || link.kind !== 'valid') return refused;
      const action = `/api/notification-preferences/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The shop's no-referrer policy would make the form's POST say `Origin: null`, which the
          // cross-origin guard refuses; same-origin sends this origin and nothing elsewhere.
          .header('referrer-policy', 'same-origin')
          .send(confirmationPage(link.notificationKind, action))
      );
    },
  );

  app.post(
    '/api/notification-preferences/unsubscribe',
    {
      schema: {
        summary: 'Unsubscribe from an email kind (one-click)',
        description:
          'Turns off the email of the kind the token is bound to (RFC 8058 one-click: body `List-Unsubscribe=One-Click`, multipart/form-data or urlencoded). 204, or the page saying so to a browser.',
        querystring: unsubscribeQuerySchema,
        response: {
          200: mediaResponse('A page saying it is done (to a browser)', ['text/html']),
          204: z.null(),
          ...refusalResponses,
        },
      },
    },
    async (request, reply) => {
      const link = await unsubscribeByToken(ctx, request.query.token);
      const refused = refusal(link, request, reply);
      if (refused || link.kind !== 'valid') return refused;
      if (!wantsHtml(request)) return reply.code(204).send(null);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribedPage(link.notificationKind));
    },
  );
};
