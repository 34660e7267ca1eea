import { z } from 'zod';
import { MAX_ANALYTICS_BATCH } from '../limits';

/** The client's analytics events (shopper.md section 7) and its page views. */
export const analyticsEventNames = [
  'view_influencer',
  'select_influencer',
  'deselect_influencer',
  'submit_play',
  'expand_metrics',
  'view_more_influencers',
  'show_less_influencers',
  'page_view',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export { MAX_ANALYTICS_BATCH };
/** A single event's properties, as JSON. */
export const MAX_ANALYTICS_PROPERTIES_BYTES = 2048;
const MAX_PROPERTY_KEYS = 20;

export const analyticsMessages = {
  unknownEvent: `Unknown analytics event: expected one of ${analyticsEventNames.join(', ')}`,
  emptyBatch: 'Send at least one analytics event',
  batchTooLarge: `Send at most ${MAX_ANALYTICS_BATCH} analytics events at once`,
  badProperties:
    'Event properties must be an object of strings, numbers, booleans or null, with keys of at most 50 characters',
  tooManyProperties: `Event properties may have at most ${MAX_PROPERTY_KEYS} keys`,
  propertiesTooLarge: `Event properties must be at most ${MAX_ANALYTICS_PROPERTIES_BYTES} bytes as JSON`,
  badPath: 'path must be an app path starting with / (at most 300 characters)',
  badTime: 'occurredAt must be an ISO 8601 date and time',
  tooMany: 'Too many analytics events from your network. Please slow down.',
} as const;

const m = analyticsMessages;

const propertyValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()], {
  error: m.badProperties,
});

export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames, { error: m.unknownEvent }),
  properties: z
    .record(z.string().max(50, m.badProperties), propertyValue, { error: m.badProperties })
    .refine((value) => Object.keys(value).length <= MAX_PROPERTY_KEYS, m.tooManyProperties)
    .refine(
      (value) =>
        new TextEncoder().encode(JSON.stringify(value)).length <= MAX_ANALYTICS_PROPERTIES_BYTES,
      m.propertiesTooLarge,
    )
    .optional(),
  /** The route of a page_view (or where another event happened). */
  path: z.string({ error: m.badPath }).max(300, m.badPath).startsWith('/', m.badPath).optional(),
  /** When the browser saw it; the server also records when it arrived. */
  occurredAt: z.iso.datetime({ offset: true, error: m.badTime }).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** Body of POST /api/analytics/events. */
export const analyticsBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema, { error: m.emptyBatch })
    .min(1, m.emptyBatch)
    .max(MAX_ANALYTICS_BATCH, m.batchTooLarge),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsReceiptSchema = z.object({ accepted: z.number().int() });
export type AnalyticsReceipt = z.infer<typeof analyticsReceiptSchema>;
