import type { Config } from "../config";
import type { Tx } from "../db/client";
import type { UserRow } from "../db/schema/index";

/**
 * What an e-mail address given at sign-up goes through, in the sign-up's transaction: the checks and the
 * verification link of an address set in Profile. That is the mail feature's work, and mail's routes import auth,
 * so auth cannot import it (tests/unit/server-import-cycles.test.ts): the profile plugin, which owns "an address set
 * on the account", hands it in when it registers (setSignUpEmailCheck in src/server/profile/routes.ts). It holds no
 * state of an app (the config comes with each call), so apps built side by side share it safely.
 */
export type SignUpEmailCheck = (tx: Tx, config: Config, user: Pick<UserRow, "id" | "username">, email: string) => Promise<void>;

let check: SignUpEmailCheck | null = null;

export function setSignUpEmailCheck(fn: SignUpEmailCheck): void {
  check = fn;
}

export function signUpEmailCheck(): SignUpEmailCheck {
  // an app without the profile plugin would otherwise make accounts whose address nobody is asked to confirm
  if (!check) throw new Error("sign-up e-mail: the profile plugin is not registered");
  return check;
}
