/**
 * The public entry of the influencers feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export { influencerQueryOptions } from './api/get-influencer';
export { useInfluencers } from './api/get-influencers';
export { useMetricsSource } from './api/get-metrics-source';
