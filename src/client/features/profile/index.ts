/**
 * The public entry of the profile feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export { profileQueryOptions } from './api/get-profile';
export { useUpdateProfile } from './api/update-profile';
