// The public player page (/players/:username) loads through the router; the campaign page shows this form.
export { ReviewForm } from "./components/review-form";
