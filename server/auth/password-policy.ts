/**
 * Password policy for new local accounts (issue #14), after NIST SP 800-63B §5.1.1.2
 * ("Memorized Secret Verifiers"): a length floor and a check against passwords that are common,
 * guessable or derived from the account itself, rather than composition rules.
 *
 * - At least {@link MIN_PASSWORD_LENGTH} characters (common/auth-schemas.ts also says so).
 * - Not the e-mail address or a variation of it, nor of the names given.
 * - A zxcvbn strength score of at least 3 of 4 (@zxcvbn-ts/core with the common-passwords
 *   dictionary of @zxcvbn-ts/language-common, ~49,000 leaked passwords): refuses "password1234",
 *   "123456789012", "aaaaaaaaaaaa", keyboard walks and repeated words.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { MIN_PASSWORD_LENGTH } from "../../common/auth-schemas.ts";

/** zxcvbn scores 0-4; 3 = "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/**
 * Why `password` may not be used for this account, as a sentence for the sign-up form; null
 * when it is acceptable.
 * @param account - the e-mail and names typed on the same form (they count as guessable)
 */
export function passwordProblem(
  password: string,
  account: { email: string; firstName?: string; lastName?: string },
): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  const lower = password.trim().toLowerCase();
  const email = account.email.toLowerCase();
  const localPart = email.split("@")[0] ?? "";
  if (lower === email || (localPart.length >= 4 && lower.includes(localPart))) {
    return "Don't use your email address in your password.";
  }
  const userInputs = [email, localPart, account.firstName ?? "", account.lastName ?? ""].filter(Boolean);
  const result = zxcvbn().check(password, userInputs);
  if (result.score < MIN_SCORE) {
    return "This password is too common or easy to guess. Try a longer phrase of three or four unrelated words.";
  }
  return null;
}
