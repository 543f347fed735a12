import { lazyModule } from "@client/lib/lazy-module";
import type * as ProfileRules from "./profile-rules";

/*
 * The profile forms validate with the zod contracts, which the page does not need to paint: the rules load once
 * the page has painted (ProfilePage calls loadProfileRules), before anyone can submit a form; a submit that comes
 * first waits for them (the resolvers were asynchronous before too). The messages are the contracts', unchanged.
 */
const rules = lazyModule(() => import("./profile-rules"));
export const loadProfileRules = rules.load;

export const personalInfoResolver: typeof ProfileRules.personalInfoRules = async (values, context, options) =>
  (await loadProfileRules()).personalInfoRules(values, context, options);
export const paymentDetailsResolver: typeof ProfileRules.paymentDetailsRules = async (values, context, options) =>
  (await loadProfileRules()).paymentDetailsRules(values, context, options);
export const changePasswordResolver: typeof ProfileRules.changePasswordRules = async (values, context, options) =>
  (await loadProfileRules()).changePasswordRules(values, context, options);
