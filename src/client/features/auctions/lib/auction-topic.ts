/** The live topic of one auction (public: anyone on the product page follows it). */
export const auctionTopic = (id: number) => `auction:${id}`;
