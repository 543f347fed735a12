import { dictionary } from "@zxcvbn-ts/language-common";

/*
 * The most common passwords from breach corpora, as zxcvbn-ts ships them (about 49,000, ranked by how
 * often they occur). Server-only: the list is ~400 kB and must not reach the browser bundle, so the forms
 * show the server's message instead of checking it themselves.
 */
const COMMON = new Set(dictionary["passwords-common"]);

export const COMMON_PASSWORD_MESSAGE = "This password is too common and easy to guess. Please choose a different one.";

/** Case does not help: "Password1" is guessed as soon as "password1" is. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
