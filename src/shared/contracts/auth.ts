import { z } from 'zod';
import { normalizeUsername, usernameProblem } from '../username-rules';
import { authMessages } from '../validation-messages';

export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const username = z
  .string({ error: authMessages.usernameRequired })
  .trim()
  .min(1, authMessages.usernameRequired)
  .max(USERNAME_MAX_LENGTH, authMessages.usernameTooLong);

const password = z
  .string({ error: authMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** Body of POST /api/login (and of ADMIN_USERNAME/ADMIN_PASSWORD): any existing name can sign in. */
export const credentialsSchema = z
  .object({ username, password })
  .meta({ examples: [{ username: 'casey_shopper', password: 'correct-horse' }] });
export type Credentials = z.infer<typeof credentialsSchema>;

/** A new name: stored in NFKC form, plain to read (no invisible, look-alike or mixed letters). */
const newUsername = username.transform(normalizeUsername).pipe(
  z
    .string()
    .max(USERNAME_MAX_LENGTH, authMessages.usernameTooLong)
    .superRefine((name, ctx) => {
      const problem = usernameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/** Body of POST /api/register. */
export const registerSchema = z
  .object({ username: newUsername, password })
  .meta({ examples: [{ username: 'casey_shopper', password: 'correct-horse' }] });

/** The login form: the same rules as the API. */
export const loginFormSchema = credentialsSchema;
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The register form adds confirmPassword, which never leaves the browser. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z
      .string({ error: authMessages.confirmPasswordRequired })
      .min(1, authMessages.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** GET /api/user, and the answer of login and register. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
