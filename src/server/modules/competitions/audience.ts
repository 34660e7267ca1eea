import type { Audience } from '../notifications/notifications.service';
import { playerMembershipsSql } from './competitions.repository';

/**
 * The players of a competition as a notification audience (`competition:{id}`): the game notices
 * of the top of the hour are stored once per competition and shown to each player. The app
 * defines it with notifications when it is built (app.ts).
 */
export const competitionAudience: Audience = { membershipsOf: playerMembershipsSql };
