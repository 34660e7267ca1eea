import { liveTopics } from '../../../../shared/contracts/live';

/** The live topic of one auction (public: anyone on the product page follows it). */
export const auctionTopic = liveTopics.auction;

/** Some auction opened, was bid on, closed or was cancelled (the 'Live auctions' row follows it). */
export const AUCTIONS_TOPIC = liveTopics.auctions;
