import type { LiveServerMessage } from '../../shared/contracts/live';

/** A live topic's name as the contract allows it (1 to 200 characters). */
const isTopic = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= 200;

/**
 * Reads a message of the live channel's server (contracts/live.ts `liveServerMessageSchema`), or
 * null when it is not one. Written out by hand rather than with the schema: the socket opens on
 * every page right after hydration, and this keeps zod out of a first visit. A test
 * holds it to the schema's answers.
 */
export function readLiveServerMessage(value: unknown): LiveServerMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'event': {
      const { topic, id, version, view } = message;
      if (!isTopic(topic) || typeof id !== 'string' || id.length > 100) return null;
      if (typeof version !== 'number' || !Number.isFinite(version)) return null;
      return view === undefined
        ? { type: 'event', topic, id, version }
        : { type: 'event', topic, id, version, view };
    }
    case 'subscribed':
      return isTopic(message.topic) ? { type: 'subscribed', topic: message.topic } : null;
    case 'error': {
      const { message: text, topic } = message;
      if (typeof text !== 'string') return null;
      if (topic === undefined) return { type: 'error', message: text };
      return isTopic(topic) ? { type: 'error', message: text, topic } : null;
    }
    case 'pong':
      return { type: 'pong' };
    default:
      return null;
  }
}
