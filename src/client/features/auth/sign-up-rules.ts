import { lazyModule } from "@client/lib/lazy-module";

/*
 * The sign-up form checks its fields with the zod contracts, which it does not need to paint: they load once the
 * form is on screen (useLazyModule), before anyone can type and submit; a submit that comes first waits for them.
 * The messages are the contracts', unchanged (decision 110).
 */
export const signUpRules = lazyModule(() => import("@core/contracts/sign-up-form"));
