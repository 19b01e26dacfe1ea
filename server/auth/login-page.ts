/**
 * The sign-in / sign-up page served at `GET /api/login` (DESIGN.md §3) when no OpenID Connect
 * provider is configured (with one, at `GET /api/login?mode=password`, for existing local
 * accounts), and the page explaining a failed single sign-on. Server-rendered so that it works
 * before the client bundle loads and keeps what the user typed when an error comes back.
 */
import { MIN_PASSWORD_LENGTH } from "../../common/auth-schemas.ts";
import { escapeHtml } from "../../common/html.ts";

/** Which form the page shows. */
export type LoginMode = "signin" | "signup";

/** What the page shows: the mode, an error line, and the values to keep (never the password). */
export interface LoginPageState {
  /** The page to go to after signing in (already checked by safeReturnTo); default the Dashboard. */
  returnTo?: string;
  mode: LoginMode;
  error?: string;
  values?: { email?: string; firstName?: string; lastName?: string };
  /**
   * Single sign-on is configured: the page offers it, and no sign-up (new accounts come from the
   * identity provider).
   */
  sso?: boolean;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6fb;color:#111827;line-height:1.5}
.skip{position:absolute;left:-999px;top:0;background:#fff;color:#3730a3;padding:.5rem 1rem;border:2px solid #4338ca;border-radius:.375rem}
.skip:focus{left:1rem;top:1rem}
header{padding:1.25rem 1.5rem}
.brand{display:inline-flex;align-items:center;gap:.6rem;font-weight:700;font-size:1.15rem;color:#111827;text-decoration:none}
.brand svg{flex:none}
main{display:flex;justify-content:center;padding:1rem 1rem 3rem}
.card{width:100%;max-width:26rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:1.5rem;margin:0 0 .25rem}
.lead{color:#4b5563;margin:0 0 1.5rem}
label{display:block;font-weight:600;font-size:.9rem;margin:1rem 0 .35rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;color:#111827}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #4338ca;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1;min-width:0}
.hint{font-size:.85rem;color:#4b5563;margin:.35rem 0 0}
button{margin-top:1.5rem;width:100%;font:inherit;font-weight:600;padding:.7rem 1rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;cursor:pointer}
button:hover{background:#3730a3}
.error{border:1px solid #b91c1c;background:#fef2f2;color:#991b1b;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
.switch{margin:1.5rem 0 0;text-align:center;color:#374151}
.switch a,.back a{color:#3730a3;font-weight:600}
.back{text-align:center;margin-top:1rem}
`;

const LOGO = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#4338ca"/><path d="M9 11.5 16 8l7 3.5-7 3.5-7-3.5Zm2 3.2v4.3c0 1.6 2.2 3 5 3s5-1.4 5-3v-4.3l-5 2.5-5-2.5Z" fill="#fff"/></svg>`;

function field(name: string, label: string, type: string, autocomplete: string, value = "", extra = ""): string {
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}" required ${extra}>`;
}

/** Renders the whole HTML document of the sign-in or sign-up page. */
export function renderLoginPage(state: LoginPageState): string {
  const v = state.values ?? {};
  const signup = state.mode === "signup" && !state.sso;
  const title = signup ? "Create your account" : "Sign in to Coursewright";
  const error = state.error ? `<div class="error" role="alert" id="form-error">${escapeHtml(state.error)}</div>` : "";
  const describedBy = state.error ? ' aria-describedby="form-error"' : "";
  const back = state.returnTo && state.returnTo !== "/dashboard" ? state.returnTo : null;
  const returnField = back ? `<input type="hidden" name="returnTo" value="${escapeHtml(back)}">` : "";
  const carry = back ? `&amp;returnTo=${escapeHtml(encodeURIComponent(back))}` : "";
  const form = signup
    ? `<form method="post" action="/api/register" novalidate${describedBy}>
${returnField}
<div class="row"><div>${field("firstName", "First name", "text", "given-name", v.firstName)}</div><div>${field("lastName", "Last name", "text", "family-name", v.lastName)}</div></div>
${field("email", "Email", "email", "email", v.email)}
${field("password", "Password", "password", "new-password", "", `minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="password-hint"`)}
<p class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters. A phrase of three or four unrelated words works well.</p>
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/api/login?mode=signin${carry}">Sign in</a></p>`
    : `<form method="post" action="/api/login" novalidate${describedBy}>
${returnField}
${field("email", "Email", "email", "email", v.email)}
${field("password", "Password", "password", "current-password")}
<button type="submit">Sign in</button>
</form>
${
  state.sso
    ? '<p class="switch"><a href="/api/login">Sign in with your organisation account</a></p>'
    : `<p class="switch">New to Coursewright? <a href="/api/login?mode=signup${carry}">Create an account</a></p>`
}`;
  return htmlDocument(
    signup ? "Sign up" : "Sign in",
    `<h1>${title}</h1>
<p class="lead">${signup ? "Start building accessible, well-aligned courses." : state.sso ? "Sign in with the password of your Coursewright account." : "Welcome back. Sign in to continue building your courses."}</p>
${error}
${form}`,
  );
}

/** What the failed-sign-on page says: a heading, one message, and the ways forward. */
export interface SignInProblemState {
  heading: string;
  message: string;
  /** Links offered below the message, e.g. "Try again" to `/api/login`. */
  links: { href: string; label: string }[];
}

/** Renders the whole HTML document shown when single sign-on fails (never a stack trace). */
export function renderSignInProblemPage(state: SignInProblemState): string {
  const links = state.links
    .map((l) => `<p class="switch"><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`)
    .join("\n");
  return htmlDocument(
    "Sign-in problem",
    `<h1>${escapeHtml(state.heading)}</h1>
<div class="error" role="alert">${escapeHtml(state.message)}</div>
${links}`,
  );
}

/**
 * The page `GET /api/logout` shows (issue #14): signing out changes state, so it takes a POST
 * from this form (a cross-site link or image can no longer sign anyone out).
 */
export function renderSignOutPage(): string {
  return htmlDocument(
    "Sign out",
    `<h1>Sign out of Coursewright?</h1>
<p class="lead">You will need your password to sign in again.</p>
<form method="post" action="/api/logout">
<button type="submit">Sign out</button>
</form>
<p class="switch"><a href="/dashboard">Stay signed in and go to the Dashboard</a></p>`,
  );
}

function htmlDocument(title: string, card: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Coursewright</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main-content">Skip to main content</a>
<header><a class="brand" href="/">${LOGO}<span>Coursewright</span></a></header>
<main id="main-content">
<div class="card">
${card}
<p class="back"><a href="/">Back to home</a></p>
</div>
</main>
</body>
</html>`;
}
