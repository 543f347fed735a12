// The public player page (/players/:username, issue 29) loads through the router; the campaign page shows this form.
export { ReviewForm } from "./components/review-form";
