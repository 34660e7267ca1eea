/**
 * The public entry of the business feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export { BusinessApplicationsList } from './components/business-applications-list';
