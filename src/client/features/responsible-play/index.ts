/**
 * The public entry of the responsible-play feature: the profile's Limits tab. The
 * age step and how a refusal reads, which the paid pages share, are in the shared layer:
 * components/age-gate.tsx and lib/play-refusal.ts.
 */
export { ResponsiblePlayTab } from './components/responsible-play-tab';
