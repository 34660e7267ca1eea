import { IMAGE_WIDTHS } from './image-path';

/** User-facing texts from the specification (shopper.md sections 5 and 8). One place, so tests and UI agree. */
export const authMessages = {
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most 50 characters',
  // Not in the specification: look-alike names.
  usernameInvisible: 'Username may not contain invisible characters',
  usernameCharacters: 'Username may only contain letters, digits, and _ . -',
  usernameLookAlike: 'Username must use letters of one alphabet, without look-alike letters',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameTaken: 'Username already exists',
  invalidCredentials: 'Invalid username or password',
  notAuthenticated: 'Not authenticated',
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again in a few minutes.',
  tooManyAuthRequests: 'Too many requests. Please wait a minute and try again.',
} as const;

export const requestMessages = {
  crossOrigin: 'Cross-origin request refused',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  nulCharacter: 'Text may not contain NUL characters',
  invalidUnicode: 'Text must be valid Unicode (a lone surrogate is not)',
  unstorableValue: 'A value in the request is out of range or not in the expected form',
  databaseUnavailable: 'The shop is briefly unavailable. Please try again in a few seconds.',
} as const;

export const notificationMessages = {
  notFound: 'Notification not found',
} as const;

/** Admin step-up (admin-vendor-coach-games.md section 8, PIN texts) and admin-only refusals. */
export const adminMessages = {
  adminRequired: 'Admin access required',
  invalidPin: 'Invalid PIN entered.',
  pinRequired: 'Please verify your admin PIN to continue.',
  pinNotConfigured:
    'The admin PIN is not configured on this server. Set ADMIN_PIN (12 digits) and restart it.',
  tooManyPinAttempts: 'Too many wrong PIN attempts. Please try again in 15 minutes.',
} as const;

/** Image uploads (also answered by the error handler when a multipart body is too large). */
export const uploadMessages = {
  notAnImage: 'Please upload a JPEG, PNG, WebP or GIF image.',
  unreadable: 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF file.',
  tooLarge: 'The image is too large. Please upload an image of at most 5 MB.',
} as const;

/** Sized copies of a stored image (`/images/<id>.<ext>?w=`). */
export const imageMessages = {
  width: `Image width must be one of ${IMAGE_WIDTHS.slice(0, -1).join(', ')} or ${IMAGE_WIDTHS.at(-1)}.`,
} as const;
