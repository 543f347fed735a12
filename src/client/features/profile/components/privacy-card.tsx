/** Profile > Privacy: "Download my data" and "Close my account" (issue 43 item 4). */
export function PrivacyCard() {
  return null;
}
