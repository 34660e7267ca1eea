import { z } from 'zod';
import { MAX_LIVE_TOPICS } from '../live-topics';

export {
  LIVE_PATH,
  liveTopics,
  MAX_LIVE_TOPICS,
  RESYNC_ID,
  type TopicAccess,
  topicAccess,
} from '../live-topics';

const topicSchema = z.string().min(1).max(200);

export const liveEventSchema = z.object({
  topic: topicSchema,
  id: z.string().max(100),
  version: z.number().finite(),
});
export type LiveEventMessage = z.infer<typeof liveEventSchema>;

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  /** The browser cannot see WebSocket ping frames: it asks for a pong to know the line is alive. */
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  /**
   * `view`: the thing's public state, pushed for some topics (a played room's scores) so the
   * client need not re-fetch; it carries nothing private.
   */
  liveEventSchema.extend({ type: z.literal('event'), view: z.unknown().optional() }),
  z.object({ type: z.literal('subscribed'), topic: topicSchema }),
  z.object({ type: z.literal('error'), message: z.string(), topic: topicSchema.optional() }),
  z.object({ type: z.literal('pong') }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

export const liveMessages = {
  badMessage: 'Bad message',
  unknownTopic: 'Unknown topic',
  forbiddenTopic: 'You may not follow this topic',
  tooManyTopics: `At most ${MAX_LIVE_TOPICS} topics per connection`,
} as const;
