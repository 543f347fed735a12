// The session cookie's names, here below auth: the static assets tell a signed-in browser by them (decision 111)
// and http imports nothing from the features above it.

/** The cookie over plain http; browsers refuse `__Host-` cookies that are not Secure. */
export const SESSION_COOKIE = "sid";
/** The cookie over https: `__Host-` makes the browser refuse it unless Secure, host-only and on path /. */
export const SECURE_SESSION_COOKIE = "__Host-sid";
