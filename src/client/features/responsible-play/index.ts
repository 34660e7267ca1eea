/**
 * The public entry of the responsible-play feature (decision 0039): the age step the paid pages
 * use, how they read a refusal, and the profile's Responsible play tab.
 */
export { type AgeGate, useAgeGate } from './components/age-gate';
export { ResponsiblePlayTab } from './components/responsible-play-tab';
export { type PlayRefusal, playRefusalOf } from './lib/play-refusal';
