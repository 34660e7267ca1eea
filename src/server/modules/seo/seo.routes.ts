import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NOT_FOUND } from '../../../shared/contracts/catalog';
import { influencerMessages } from '../../../shared/contracts/influencers';
import { BytesCache } from '../../bytes-cache';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { mediaResponse } from '../../plugins/openapi';
import { type PageHead, pageHead, robotsTxt, sitemapXml } from './seo.service';
import {
  influencerShareImage,
  productShareImage,
  type ShareImageAnswer,
} from './share-images.service';

export interface SeoOptions {
  ctx: AppContext;
  /** PUBLIC_ORIGIN: the shop's address as the world sees it; unset, each request's own. */
  publicOrigin?: string | undefined;
}

/**
 * The origin every absolute URL (canonical, og:url, og:image, sitemap) starts with: the configured
 * one, else the request's protocol and Host (a host that isn't one is replaced, never echoed).
 */
export function originOf(request: FastifyRequest, publicOrigin?: string): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  const host = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(request.host)
    ? request.host
    : 'localhost';
  return `${request.protocol}://${host}`;
}

/** The head of the page this request asks for; what the SPA plugin puts in index.html. */
export function pageHeadFor(
  ctx: AppContext,
  publicOrigin?: string,
): (request: FastifyRequest) => Promise<PageHead> {
  return (request) => {
    const url = new URL(request.url, 'http://page.invalid');
    return pageHead(ctx, {
      pathname: url.pathname,
      search: url.search,
      origin: originOf(request, publicOrigin),
    });
  };
}

/** The picture's name in the URL ('12.png' → '12'); anything else is not a picture we draw. */
function pngName(file: string, notFoundMessage: string): string {
  const match = /^(.+)\.png$/.exec(file);
  if (!match?.[1]) throw new AppError('NOT_FOUND', notFoundMessage);
  return match[1];
}

/** The PNG, or no body when `If-None-Match` matched its ETag. */
const pngResponse = { 200: mediaResponse('A 1200×630 PNG', ['image/png'], 'binary') };

function sendPng(reply: FastifyReply, answer: ShareImageAnswer) {
  reply
    .header('etag', answer.etag)
    // og:image URLs carry ?v=<version>; the unversioned one is revalidated after an hour.
    .header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400');
  if (answer.notModified) return reply.status(304).send();
  return reply.type('image/png').send(answer.png);
}

const fileParams = z.object({ file: z.string().max(200) });

/** Share pictures, the sitemap and robots.txt. */
export const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, { ctx, publicOrigin }) => {
  const cache = new BytesCache();

  app.get(
    '/share/product/:file',
    { schema: { summary: "A product's share image", params: fileParams, response: pngResponse } },
    async (request, reply) => {
      const id = pngName(request.params.file, PRODUCT_NOT_FOUND);
      return sendPng(
        reply,
        await productShareImage(ctx, cache, id, request.headers['if-none-match']),
      );
    },
  );

  app.get(
    '/share/influencer/:file',
    {
      schema: { summary: "An influencer's share image", params: fileParams, response: pngResponse },
    },
    async (request, reply) => {
      const id = pngName(request.params.file, influencerMessages.notFound);
      return sendPng(
        reply,
        await influencerShareImage(ctx, cache, id, request.headers['if-none-match']),
      );
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        summary: 'Sitemap',
        response: {
          200: mediaResponse('The public pages, for search engines', ['application/xml']),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(await sitemapXml(ctx, originOf(request, publicOrigin))),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        summary: 'Robots rules',
        response: {
          200: mediaResponse('What crawlers may fetch, and the sitemap', ['text/plain']),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(originOf(request, publicOrigin))),
  );
};
