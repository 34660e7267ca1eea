import { defineAudience } from '../notifications/notifications.service';
import { playerMembershipsSql } from './competitions.repository';

/**
 * The players of a competition are a notification audience (`competition:{id}`): the game notices
 * of the top of the hour are stored once per competition and shown to each player (decision 0037).
 * Imported for this effect wherever such notices are sent or read (the scheduler, the routes).
 */
defineAudience('competition', { membershipsOf: playerMembershipsSql });
