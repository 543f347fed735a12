// What other features use of swaps: the dashboard's section and the tournament card's offer button.
export { OfferSwapButton } from "./components/offer-swap-button";
export { SwapsSection } from "./components/swaps-section";
