// What other features use of the landing page; the router loads the page itself directly.
export { DemoClockCallout } from "./demo-clock-callout";
