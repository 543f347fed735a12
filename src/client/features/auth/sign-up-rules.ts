import { useEffect, useState } from "react";
import type * as SignUpRules from "@core/contracts/sign-up-form";

/*
 * The sign-up form checks its fields with the zod contracts, which it does not need to paint (about 25 KB gzip and
 * 20-30 ms of a phone's main thread to set up): they load once the form is on screen, before anyone can type and
 * submit; a submit that comes first waits for them. The messages are the contracts', unchanged (decision 110).
 */
let rules: typeof SignUpRules | undefined;
export const loadSignUpRules = async () => (rules ??= await import("@core/contracts/sign-up-form"));

/** The rules once loaded (undefined until then); starts loading them when the form mounts. */
export function useSignUpRules(): typeof SignUpRules | undefined {
  const [loaded, setLoaded] = useState(rules);
  useEffect(() => {
    if (!loaded) void loadSignUpRules().then(setLoaded);
  }, [loaded]);
  return loaded;
}
