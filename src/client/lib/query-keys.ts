/**
 * Every TanStack Query key of the client, in one place: the `api/` files read with these keys and
 * mutations invalidate with the same ones (never a string literal), so a key can be renamed or
 * searched for in one step. A group's `all` is the prefix that invalidates every key in it.
 */
export const queryKeys = {
  user: ['user'] as const,
  profile: ['profile'] as const,
  profileStatus: ['profile-status'] as const,
  responsiblePlay: {
    all: ['responsible-play'] as const,
    limits: ['responsible-play', 'limits'] as const,
    history: ['responsible-play', 'history'] as const,
  },
  notifications: ['notifications'] as const,
  notificationPreferences: ['notification-preferences'] as const,
  paymentConfig: ['payment-config'] as const,
  applePayAvailable: ['apple-pay-available'] as const,
  cart: {
    all: ['cart'] as const,
    /** The mutation key of every cart edit (not a query): the cart waits for edits in flight. */
    edit: ['cart', 'edit'] as const,
  },
  products: {
    all: ['products'] as const,
    list: (queryString: string) => ['products', queryString] as const,
  },
  product: {
    all: ['product'] as const,
    detail: (id: string) => ['product', id] as const,
  },
  brands: ['brands'] as const,
  orders: {
    all: ['orders'] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
  },
  userOrders: ['user-orders'] as const,
  invoices: {
    all: ['invoices'] as const,
    detail: (id: number) => ['invoices', id] as const,
  },
  admin: {
    session: ['admin-session'] as const,
    orders: ['admin-orders'] as const,
    ordersList: (filter: { q: string; status: string | null }) => ['admin-orders', filter] as const,
    productUsage: (id: number | null) => ['admin-product-usage', id] as const,
    heldUnits: ['admin-held-units'] as const,
    influencers: ['admin-influencers'] as const,
    chatReports: ['admin-chat-reports'] as const,
  },
  discounts: {
    all: ['discounts'] as const,
    /** The codes usable now (what share texts may name). */
    active: ['discounts', 'active'] as const,
    /** The admin's list of every code. */
    admin: ['discounts', 'admin'] as const,
  },
  businessApplications: ['business-applications'] as const,
  metaCampaigns: ['meta-campaigns'] as const,
  coachStats: ['coach', 'stats'] as const,
  influencers: {
    all: ['influencers'] as const,
    detail: (id: string) => ['influencers', id] as const,
  },
  metricsSource: ['metrics-source'] as const,
  dailyScores: { today: ['daily-scores'] as const },
  chat: {
    access: (influencerId: string, userId: number) =>
      ['influencer-chat', influencerId, userId] as const,
    messages: (influencerId: string, userId: number) =>
      ['influencer-messages', influencerId, userId] as const,
  },
  /** The influencer account's inbox. */
  inbox: {
    all: ['inbox'] as const,
    list: ['inbox', 'list'] as const,
    thread: (shopperId: number) => ['inbox', 'thread', shopperId] as const,
  },
  competitions: {
    all: ['competitions'] as const,
    product: (productId: number) => ['competitions', 'product', productId] as const,
    active: ['competitions', 'games', 'active'] as const,
    game: (id: string) => ['competitions', 'games', id] as const,
    mine: ['competitions', 'games', 'mine'] as const,
    leaderboard: (id: number) => ['competitions', 'games', id, 'leaderboard'] as const,
    /** A completed game's published results (the same for every visitor). */
    results: (id: string) => ['competitions', 'games', id, 'results'] as const,
    /** The signed-in shopper's usable free entries (buy one, play free). */
    freeEntries: ['competitions', 'free-entries'] as const,
  },
  rooms: {
    all: ['game-rooms'] as const,
    list: ['game-rooms', 'list'] as const,
    detail: (id: string) => ['game-rooms', 'detail', id] as const,
  },
  auctions: {
    all: ['auctions'] as const,
    list: (status: 'live' | 'scheduled' | 'ended') => ['auctions', 'list', status] as const,
    detail: (id: number) => ['auctions', 'detail', id] as const,
    /** The product's current or latest auction (404: none). */
    product: (productId: number) => ['auctions', 'product', productId] as const,
    /** The signed-in shopper's bids (GET /api/user/bids). */
    mine: ['auctions', 'mine'] as const,
    /** The admin's list and one auction with its bidders and maxima (never server-rendered). */
    admin: ['auctions', 'admin'] as const,
    adminDetail: (id: number) => ['auctions', 'admin', id] as const,
  },
  freePlay: {
    all: ['free-play'] as const,
    game: (id: string) => ['free-play', 'games', id] as const,
  },
};
