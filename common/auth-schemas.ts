/**
 * Request bodies of the local sign-in and sign-up forms (DESIGN.md §3 "Sign-in").
 */
import { z } from "zod";

const email = z
  .string({ error: () => "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address.")
  .max(254, "Email must be at most 254 characters.")
  .pipe(z.email({ error: () => "Enter a valid email address, like name@university.edu." }));

/** `POST /api/login`: email and password. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: () => "Enter your password." })
    .min(1, "Enter your password.")
    .max(1024),
});

/** Shortest password accepted for a new account (issue #14; the server also checks its strength). */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * `POST /api/register`: a new local account. Password: 12-256 characters (NIST SP 800-63B
 * §5.1.1); the server refuses common and guessable ones (server/auth/password-policy.ts).
 */
export const signUpSchema = z.object({
  firstName: z
    .string({ error: () => "Enter your first name." })
    .trim()
    .min(1, "Enter your first name.")
    .max(100, "First name must be at most 100 characters."),
  lastName: z
    .string({ error: () => "Enter your last name." })
    .trim()
    .min(1, "Enter your last name.")
    .max(100, "Last name must be at most 100 characters."),
  email,
  password: z
    .string({ error: () => "Choose a password." })
    .min(MIN_PASSWORD_LENGTH, `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(256, "Password must be at most 256 characters."),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
