import { changePasswordForm, paymentDetailsInput, personalInfoInput } from "@core/contracts/profile";
import { zodResolver } from "@hookform/resolvers/zod";

// The profile forms' rules, with the zod contracts (about 25 KB gzip): profile-resolvers.ts loads this module
// after the page paints (decision 110).

export const personalInfoRules = zodResolver(personalInfoInput);
export const paymentDetailsRules = zodResolver(paymentDetailsInput);
export const changePasswordRules = zodResolver(changePasswordForm);
