// What other features use of series (decision 231): the tournament form's select, the tournaments pages' section,
// a sponsor's list with Create Series, and an event's link to its series. The pages load through the router.
export { SeriesField } from "./components/series-field";
export { SeriesSection } from "./components/series-section";
export { MySeriesSection } from "./components/my-series-section";
export { SeriesLink } from "./components/series-link";
